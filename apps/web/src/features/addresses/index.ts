/** The addresses feature's public entry (docs/architecture.md 'Layers'); the chosen address itself is in lib/address-store.ts. */
export { AddressLines } from '../../ui/address-card.tsx';
export { SocietyTowerFields } from '../../ui/society-tower-fields.tsx';
