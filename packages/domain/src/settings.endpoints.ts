import { endpoint } from './endpoints.ts';
import { PublicSettingsSchema } from './me.ts';

/** The switches the UI mirrors before anyone signs in (role self-service, e-mail confirmation, the dev mailbox). */
export const SETTINGS_ENDPOINTS = {
  public: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    response: PublicSettingsSchema,
    tag: 'settings',
    summary: 'Public switches the UI mirrors',
  }),
};
