// The template every remote follows, as the files of a new `mfe-<name>/`: the shared Rspack + federation config
// (tools/mf), the standalone harness, one routes component exposed as './routes', and a first screen with its test.

/** 'volunteers' -> 'Volunteers', the component prefix. */
export function pascalCase(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The dependencies every remote has: the shared singletons (tools/mf/shared.js), the libraries and the build. */
export function remotePackageJson(name) {
  return {
    name: `@greenroom/mfe-${name}`,
    version: '0.1.0',
    private: true,
    scripts: {
      build: `rspack build && node ../scripts/contract-gate.mjs --remote ${name}`,
      serve: 'node ../shell/server/serve.mjs remote',
      release: `node ../scripts/release-remote.mjs ${name}`,
      dev: 'rspack serve',
      typecheck: 'tsc --noEmit',
      lint: 'eslint src',
      test: 'jest',
    },
    dependencies: {
      '@greenroom/contracts': '0.1.0',
      '@greenroom/sdk': '0.1.0',
      '@module-federation/enhanced': '2.9.2',
      '@tanstack/react-query': '^5.90.0',
      bootstrap: '^5.3.8',
      react: '^19.2.0',
      'react-bootstrap': '^2.10.10',
      'react-dom': '^19.2.0',
      'react-router': '^7.9.0',
    },
    devDependencies: {
      '@greenroom/testing': '0.1.0',
      '@rspack/cli': '2.2.8',
      '@rspack/core': '2.2.9',
      '@rspack/dev-server': '2.2.2',
      '@types/react': '^19.2.0',
      '@types/react-dom': '^19.2.0',
    },
    nx: { name: `mfe-${name}` },
  };
}

/**
 * The files of `mfe-<name>/`, keyed by their path inside it.
 * @param {{ name: string, title: string }} remote
 * @returns {Record<string, string>}
 */
export function remoteFiles({ name, title }) {
  const Screen = `${pascalCase(name)}Screen`;
  const Routes = `${pascalCase(name)}Routes`;
  const feature = `src/features/${name}-home/components`;
  return {
    'package.json': `${JSON.stringify(remotePackageJson(name), null, 2)}\n`,
    'rspack.config.js': `const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: '${name}',
  title: 'Greenroom ${title} (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.react.json",
  "include": ["src", "../tools/mf/css-modules.d.ts"]
}
`,
    'jest.config.js': `module.exports = { ...require('../jest.react.js'), displayName: 'mfe-${name}', roots: ['<rootDir>/src'] };
`,
    'src/index.ts': `// Async boundary: the shared singletons are negotiated before any React code runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { startStandalone } from '@greenroom/sdk';
import ${Routes} from './routes';

// Develop this remote without the shell: \`npm run dev -w mfe-${name}\` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(${Routes}, ['/${name}'], { demoSignIn: process.env.NODE_ENV !== 'production' });
`,
    'src/expose/routes.tsx': `// expose/ is this remote's public surface: only what the portal's remotes list promises lives here (libs/contracts/src/remotes/portal-remotes.json).
export { default } from '../routes';
`,
    'src/routes.tsx': `import { RemoteRoutes } from '@greenroom/sdk';
import { ${Screen} } from './features/${name}-home/components/${Screen}';

const SCREENS = {
  '/${name}': ${Screen},
};

export default function ${Routes}() {
  return <RemoteRoutes screens={SCREENS} />;
}
`,
    'src/routes.spec.tsx': `import { clearSession } from '@greenroom/sdk';
import { itRoutesTheScreens } from '@greenroom/testing';
import ${Routes} from './routes';

describe('${Routes}', () => {
  beforeEach(() => clearSession());

  itRoutesTheScreens(${Routes}, [['/${name}', '${title}', 'screen-${name}']]);
});
`,
    [`${feature}/${Screen}.tsx`]: `import { SectionCard, useSession } from '@greenroom/sdk';

/** The remote's first screen: replace its card with the team's own work. */
export function ${Screen}() {
  const { member } = useSession();
  return (
    <section data-testid="screen-${name}" className="fs-5">
      <h1>${title}</h1>
      <SectionCard title="Welcome">
        <p className="mb-0">{member ? \`Signed in as \${member.First_Name} \${member.Last_Name}.\` : 'Not signed in.'}</p>
      </SectionCard>
    </section>
  );
}
`,
    [`${feature}/${Screen}.spec.tsx`]: `import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { ${Screen} } from './${Screen}';

describe('${Screen}', () => {
  beforeEach(() => clearSession());

  it('names the signed-in member', () => {
    signIn(memberFixture({ First_Name: 'Ann', Last_Name: 'Lee' }), 'token');
    renderScreen(<${Screen} />, '/${name}');
    expect(screen.getByText('Signed in as Ann Lee.')).toBeInTheDocument();
  });
});
`,
  };
}
