/** The profile feature's public entry (docs/architecture.md 'Layers'): the caller's profile, whose `role` is the session's (the seller area's gate reads it). */
export { useProfile } from '../../api/get-profile.ts';
