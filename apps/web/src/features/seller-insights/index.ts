/** The seller's figures (D83): income, coupons given, reviews, and the stat cards and time-frame tabs the dashboard composes. */
export { useStats } from './api/get-stats.ts';
export { StatCard } from './stat-card.tsx';
export { TimeFrameTabs, timeFrameLabels } from './time-frame-tabs.tsx';
export { IncomePage } from './income-page.tsx';
export { SellerCouponsPage } from './seller-coupons-page.tsx';
export { ReviewsPage } from './reviews-page.tsx';
