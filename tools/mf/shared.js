// The shared singletons, apart from the Rspack config so plain Node tools (the contract gate) can read them.

// One list for the build and the contract check (libs/contracts), so they cannot disagree.
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

module.exports = { SHARED_SINGLETONS, sharedSingletons };
