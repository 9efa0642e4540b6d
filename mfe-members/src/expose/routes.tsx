// expose/ is this remote's public surface: only what shell/remotes.expected.json promises lives here.
export { default } from '../routes';
