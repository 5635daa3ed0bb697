/** The kitchen's WhatsApp Cloud API settings (issue 27 part 3, D101): phone number ID, token, template names. */
export { WhatsAppSettingsPage } from './whatsapp-settings-page.tsx';
