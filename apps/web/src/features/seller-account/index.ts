/** The seller's account (D83): the login prompt, the profile page and changing the PIN; the login overlay loads by file from app/overlay-layer.tsx. */
export { ChangePinPage } from './change-pin-page.tsx';
export { SellerProfilePage } from './seller-profile-page.tsx';
export { SellerLoginPrompt } from './seller-login-prompt.tsx';
