export const releasesKeys = {
  remotes: ['remotes'] as const,
  tokens: ['remotes', 'tokens'] as const,
  integrity: ['remotes', 'integrity'] as const,
  manifestCheck: (manifestUrl: string) => ['remote-manifest-check', manifestUrl] as const,
};
