// Who carries the Module Federation runtime in a release: the shell provides it to the page
// (provideExternalRuntime) and the remotes built for the portal leave it out (externalRuntime). A remote built that
// way cannot start under a shell without one, so its manifest says so (metaData.federationRuntime, written by
// tools/mf) and the contract gate checks it (libs/contracts checkRemoteManifest). No Rspack here: the API reads this
// through shell-contract.js.

/** The one switch for the shell's build and its contract (tools/mf/shell-contract.js), so they cannot disagree. */
const SHELL_PROVIDES_FEDERATION_RUNTIME = true;

module.exports = { SHELL_PROVIDES_FEDERATION_RUNTIME };
