/** The install feature's public entry (docs/architecture.md 'Layers'): start listening at boot, prompt from the profile. */
export { listenForInstallPrompt, promptInstall } from '../../lib/install-store.ts';
