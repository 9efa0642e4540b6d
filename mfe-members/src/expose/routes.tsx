// expose/ is this remote's public surface: only what the portal's remotes list promises lives here (libs/contracts/src/remotes/portal-remotes.json).
export { default } from '../routes';
