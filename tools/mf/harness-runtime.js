// The standalone harness's own federation runtime. A remote built for the portal uses the one the shell provides
// (experiments.externalRuntime reads it from this global), so the harness page, which has no shell, sets it first.
// The same module the shell's provideExternalRuntime plugin hands over.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
