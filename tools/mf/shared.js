// The shared singletons, apart from the Rspack config so plain Node tools (the contract gate) can read them.

// One list for the build and the contract check (libs/contracts), so they cannot disagree.
const path = require('node:path');
const { SHARED_SINGLETONS, sharedPackage } = require('@greenroom/contracts');

/** requiredVersion comes from the app's own package.json so the manifest states what this app was built against. */
function sharedSingletons(packageJson) {
  const dependencies = packageJson.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = dependencies[sharedPackage(name)];
      if (!requiredVersion) {
        throw new Error(`${packageJson.name} must list "${sharedPackage(name)}" in its dependencies: "${name}" is a shared singleton`);
      }
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * Shared singletons the portal provides as a subset (tools/mf/host-subsets): a shared module is never tree-shaken, and
 * these two are mostly code no app uses (react-router's framework mode, most of react-bootstrap). The remotes keep
 * the whole package as their own fallback (their standalone harness); in the portal they get the shell's subset.
 */
const HOST_SUBSETS = ['react-router', 'react-bootstrap'];

/** The shell's shared config: the singletons, with HOST_SUBSETS provided from their subset files at the real version. */
function hostSharedSingletons(packageJson, appDir) {
  const shared = sharedSingletons(packageJson);
  for (const name of HOST_SUBSETS) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    shared[name] = { ...shared[name], import: path.join(__dirname, 'host-subsets', `${name}.js`), version };
  }
  return shared;
}

/** '@greenroom/full/<name>' is the real package: what a subset file re-exports from without consuming itself. */
const hostSubsetAliases = Object.fromEntries(HOST_SUBSETS.map((name) => [`@greenroom/full/${name}$`, name]));

module.exports = { HOST_SUBSETS, SHARED_SINGLETONS, hostSharedSingletons, hostSubsetAliases, sharedSingletons };
