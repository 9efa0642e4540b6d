export const releasesKeys = {
  remotes: ['remotes'] as const,
  manifestCheck: (manifestUrl: string) => ['remote-manifest-check', manifestUrl] as const,
};
