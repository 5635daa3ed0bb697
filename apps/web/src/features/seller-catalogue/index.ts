/** The seller's catalogue (D83): the saved dishes and thalis, adding and editing them, and the add chooser (loaded by file from app/overlay-layer.tsx). */
export { AddDishPage } from './add-dish-page.tsx';
export { AddThaliPage } from './add-thali-page.tsx';
export { SavedDishesPage, SavedMenuPage, SavedThalisPage } from './saved-pages.tsx';
