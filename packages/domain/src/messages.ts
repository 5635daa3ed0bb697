import {
  MAX_LINE_QUANTITY,
  OTP_LENGTH,
  OTP_VALID_MS,
  PHONE_DIGITS,
  SELLER_ORDERS_PAGE_MAX,
  UPLOAD_FIELD,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MAX_MEGAPIXELS,
} from './constants.ts';

/**
 * Every text the spec shows to people, written once (spec 4, 5, 8; spellings per docs/decisions.md P5).
 * Both the web app and the server import these, so a server error is the toast a customer reads.
 */
export const MESSAGES = {
  // success toasts (spec 8)
  otpSent: 'OTP sent successfully',
  loggedIn: 'Logged in successfully',
  imageUploaded: 'Image uploaded successfully',
  dishAdded: 'Dish added successfully',
  thaliAdded: 'Thali added successfully',
  addressAdded: 'Added address successfully',
  orderPlaced: 'Order placed successfully',
  pushTokenFetched: 'FCM token fetched successfully',
  dishesLoaded: 'Dishes loaded successfully',
  itemAdded: 'Item added to cart',
  itemRemoved: 'Item removed from cart',
  couponActive: 'Coupon active in Profile',
  couponApplied: 'Coupon applied successfully',
  // errors (spec 8)
  unknownError: 'An unknown error occurred',
  loginFailed: 'Login failed. Please try again.',
  kitchenCloseFailed: 'An unknown error occurred closing kitchen',
  notLoggedIn: 'You are not logged in',
  loginToContinue: 'Login to continue',
  itemUnavailable: 'Thali is not available for now',
  invalidSellerLogin: 'Invalid phone number or pin',
  invalidTimeFrame: 'Invalid time frame provided',
  notServiceable: 'Not serviceable in your area',
  serviceUnavailable: 'Service not available in your area 😢',
  paymentSoon: 'Payment method will be supported soon',
  minQuantity: 'Minimum order quantity is 1',
  maxQuantity: `At most ${MAX_LINE_QUANTITY} of one item per order`,
  // address form (spec 5, docs/decisions.md P5)
  receiverNameRequired: 'Receiver Name is required',
  receiverPhoneRequired: 'Receiver Phone is required',
  invalidPhone: 'Invalid phone number',
  flatRequired: 'Flat number / Building name is required',
  towerRequired: 'Tower Number is required',
  societyRequired: 'Society is required',
  localityRequired: 'Locality is required',
  pincodeRequired: 'Pincode is required',
  // server-side rules (docs/decisions.md P1, P6)
  otpInvalid: 'The code is wrong. Please check it and try again.',
  otpExpired: 'The code has expired. Please ask for a new one.',
  otpTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  otpTooSoon: 'Please wait before asking for a new code.',
  otpDailyLimit:
    'Too many wrong codes for this number today. Please try again tomorrow, or from a phone that was logged in with this number.',
  tooManyOrders: 'You are placing orders too quickly. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please try again in a little while.',
  otpBudgetSpent: 'We cannot send more login codes this hour. Please try again a little later.',
  // the SMS provider failed or did not answer in time (issue 13, D39): 503, and the try does not count
  otpSendFailed: 'Could not send the code. Please try again.',
  // the login code SMS, filled in by the server (features/auth/sms/otp-text.ts); its last line is the Web OTP line
  otpSmsText: `Your {kitchen} login code is {code}. It is valid for ${OTP_VALID_MS / 60_000} minutes. Do not share it.`,
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  otpFormat: 'The code has 4 digits',
  kitchenClosed: 'The kitchen is closed right now. Please order when it opens again.',
  minimumOrder: 'The bill total must be above ₹74 to place an order',
  itemNotFound: 'An item in your cart is no longer on the menu',
  addressNotFound: 'Address not found',
  orderNotFound: 'Order not found',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
  emptyOrder: 'Your cart is empty',
  paymentMethodUnsupported: 'Only cash on delivery is supported',
  invalidRequest: 'The request is not valid',
  malformedJson: 'The request body is not valid JSON',
  unknownField: 'Unknown field',
  serverError: 'Something went wrong',
  couponNotFound: 'Coupon not found',
  couponNotScratched: 'Scratch the coupon before using it',
  couponUsed: 'This coupon has already been used',
  couponExpired: 'This coupon has expired',
  couponScratchOnly: 'A coupon can only be marked scratched',
  invalidIdempotencyKey: 'Idempotency-Key must be 1 to 100 characters',
  // screen texts
  notificationTitle: 'New Order Received',
  notificationBody: 'You have a new order. Please check your dashboard.',
  thankYou: "Thank you, We've received your order",
  mobileOnly: 'Mobile Only Experience',
  routerError: 'Unexpected Application Error!',
  goHome: 'Go to home',
  // a page whose code did not load, e.g. the app was open across a release (issue 13, docs/decisions.md D43)
  loadFailedTitle: "This page didn't load",
  loadFailedBody: 'Please check your connection and try again. Your cart is saved.',
  tryAgain: 'Try again',
  closed: 'Closed',
  tagline: 'Taste of Home!',
  soldOut: 'Sold Out',
  calculating: 'Calculating...',
  // customer screens (spec 1, 2)
  madeIn: 'Made with love in Ghaziabad',
  mobileOnlyBody: 'Rasoi is made for your phone. Open this page on your smartphone to order.',
  bookYourMeal: 'Book your meal',
  menuOfTheDay: 'Menu of the Day',
  mealCart: 'Meal Cart',
  addMoreItems: 'Add more items',
  billDetails: 'Bill Details',
  completeYourMeal: 'Complete your Meal',
  addToMeal: 'Add to meal',
  customisable: 'customisable',
  downloadAppHint: "To install Rasoi, open your browser's menu and choose 'Add to Home screen'.",
  // seller screens (spec 2 'Seller routes'; spelling per docs/decisions.md P5)
  noActiveOrders: 'No active orders available',
  noUsedOrders: 'No used orders available',
  noRegularDishes: 'No regular dishes available',
  noAddonDishes: 'No addon dishes available',
  selectUpToOne: 'Select up to one *',
  sellerLoginNeeded: 'Log in with the kitchen’s mobile number and PIN to run your kitchen.',
  notASeller: 'This account is not a kitchen account. Log in with the kitchen’s mobile number and PIN.',
  // seller calls on the server (issue 3)
  pinFormat: 'The PIN has 4 digits',
  sellerLocked:
    'Too many wrong PINs for this number. Please try again later, or log in with a one-time code on this phone first and then enter your PIN.',
  orderStatusRefused: 'Orders go from Preparing to Out For Delivery to Delivered, one step at a time',
  orderStatusFilter: 'Choose one order status: Recieved, Preparing, Out For Delivery or Delivered',
  pageSizeInvalid: `The page size must be a whole number from 1 to ${SELLER_ORDERS_PAGE_MAX}`,
  pageCursorInvalid: 'This list position is not valid. Please reload the list.',
  noDeliveredOrders: 'No delivered orders yet',
  showMoreOrders: 'Show more orders',
  loadingMoreOrders: 'Loading more orders…',
  orderStatusChanged: 'This order was just updated. Please refresh and try again.',
  invalidDate: 'Dates must be real dates written yyyy-mm-dd',
  dateRangeReversed: 'The start date must not be after the end date',
  mealNotFound: 'Thali not found',
  dishNotFound: 'Dish not found',
  thaliDishMissing: 'A dish chosen for this thali does not exist',
  uploadNotMultipart: 'Send the images as a multipart form',
  uploadNoImage: 'Choose an image to upload',
  uploadWrongField: `Send only images, in the form field '${UPLOAD_FIELD}'`,
  uploadTooMany: `Upload at most ${UPLOAD_MAX_FILES} images at a time`,
  uploadTooLarge: `Each image must be at most ${UPLOAD_MAX_MEGABYTES} MB`,
  uploadNotImage: 'Only JPEG or PNG images can be uploaded',
  uploadTooManyPixels: `Each image must be at most ${UPLOAD_MAX_MEGAPIXELS} megapixels`,
  // coupons (spec 2 'Coupons', 'Cart', overlays; spec 9)
  newCouponWon: 'Won a new coupon',
  couponDummyOffer: 'Upto 20% Off',
  scratchNow: 'Scratch now',
  scratchHere: 'Scratch here',
  useThisCode: 'Use this code',
  applyCoupon: 'Apply coupon',
  validTill: 'Valid till',
  // live updates and web push (issue 5)
  streamTicketInvalid: 'This live-updates link has expired. Please reload the page.',
  tooManyStreams: 'Live updates are open in too many windows. Please close one and reload this page.',
  streamsBusy: 'Live updates are busy right now. Please reload the page in a minute.',
  pushSubscriptionInvalid: 'This browser gave a push subscription the app cannot use',
  pushEndpointInsecure: 'Push endpoints must use https',
  pushServiceNotAllowed: "This browser's push service is not supported. Please try Chrome, Firefox, Edge or Safari.",
  pushOutForDeliveryTitle: 'Order Out for Delivery',
  pushOutForDeliveryBody: 'Your order is on its way to you.',
  pushDeliveredTitle: 'Order Delivered',
  pushDeliveredBody: 'Your order has been delivered. Enjoy your meal!',
  // 'Notify me' on the Closed screen (issue 'The kitchen's day'); {kitchen} is the kitchen's name
  pushKitchenOpenTitle: '{kitchen} is open',
  pushKitchenOpenBody: 'Order now, while it is fresh.',
  pushKitchenRoomTitle: '{kitchen} has room again',
  pushKitchenRoomBody: 'Order now, before it fills up.',
  notifyMe: 'Notify me',
  notifyMeSaving: 'Setting up…',
  notifyMeSubscribed: 'We will tell you when it opens',
  notifyMeNoPush: 'Allow notifications for this site, so your phone can tell you.',
  notifyMeLogIn: 'Log in, and we will tell you when the kitchen opens.',
  kitchenOpenedMeanwhile: 'The kitchen is open now. Order away!',
  // the seller's PIN: change, first-start setup, recovery (issue 13, D41)
  pinUnchanged: 'The new PIN must be different from the current one',
  currentPinWrong: 'The current PIN is wrong',
  pinChangeLocked: 'Too many wrong PINs. Please try again later, or reset your PIN with a code from the login screen.',
  pinsDiffer: 'The two new PINs do not match',
  pinChanged: 'PIN changed. Your other devices are logged out.',
  setupPinRequired: 'Choose a new PIN to finish setting up your kitchen',
  setupPinNotDue: 'Change your PIN from your profile, with your current PIN',
  setupDone: 'Your kitchen is ready',
  pinResetNotSeller: 'This number is not a kitchen’s number, so it has no PIN to reset',
  pinReset: 'PIN reset. You are logged in.',
  pinResetSms:
    'Your Rasoi kitchen PIN was just reset with a code sent to this number, and every device was logged out. If this was not you, contact your mobile operator and your Rasoi operator now.',
  changePin: 'Change PIN',
  changePinHint: 'Your other devices will be logged out',
  currentPinLabel: 'Current PIN',
  newPinLabel: 'New PIN',
  confirmPinLabel: 'New PIN again',
  savePin: 'Save PIN',
  savingPin: 'Saving…',
  forgotPin: 'Forgot PIN?',
  resetPinTitle: 'Reset your PIN',
  resetPinHint: 'We will text a code to the kitchen’s mobile number.',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeLabel: 'Code from the SMS',
  resetPin: 'Reset PIN and log in',
  backToLogin: 'Back to login',
  setupTitle: 'Set up your kitchen',
  setupKitchenHint: 'Tell customers who you are and where you deliver.',
  setupPinHint: 'Choose your own PIN in place of the one printed when the server first started.',
  setupNext: 'Next',
  setupFinish: 'Finish setup',
  // the kitchen's settings (issue 13, D40)
  kitchenNameInvalid: 'The kitchen name is one line of 1 to 40 characters',
  kitchenDescriptionInvalid: 'The description is one line of at most 120 characters',
  supportPhoneInvalid: 'The support phone is a 10-digit number',
  fssaiInvalid: 'The FSSAI licence number has 14 digits',
  pincodesInvalid: 'Pincodes have 6 digits each (at most 50)',
  pincodesRequired: 'Add at least one pincode the kitchen delivers to',
  societyNameInvalid: 'A society name is one line of 1 to 60 characters',
  towerNameInvalid: 'A tower name is one line of 1 to 30 characters',
  towersRequired: 'Add 1 to 60 towers to each society',
  societiesTooMany: 'A kitchen delivers to at most 30 societies',
  societyRepeated: 'Each society is listed once',
  upiInvalid: 'The UPI id looks like name@bank',
  etaInvalid: 'The delivery time is a whole number of minutes from 1 to 600',
  couponOffersInvalid: 'Coupon offers are whole percentages from 1 to 50 (at most 10)',
  couponOffersRequired: 'Add at least one coupon offer',
  settingsPatchEmpty: 'Change at least one setting',
  kitchenSettingsSaved: 'Kitchen settings saved',
  kitchenSettings: 'Kitchen settings',
  kitchenSettingsHint: 'Name, phone, delivery area, offers',
  kitchenNameLabel: 'Kitchen name',
  kitchenDescriptionLabel: 'One-line description',
  supportPhoneLabel: 'Support phone',
  fssaiLabel: 'FSSAI licence number',
  upiLabel: 'UPI id',
  pincodesLabel: 'Pincodes you deliver to',
  pincodesHint: 'Separate them with commas',
  societiesLabel: 'Societies and towers',
  societyLabel: 'Society',
  towersLabel: 'Towers',
  towersHint: 'Separate them with commas',
  addSociety: 'Add a society',
  removeSociety: 'Remove society',
  etaLabel: 'Delivery time (minutes)',
  couponOffersLabel: 'Coupon offers (%)',
  couponOffersHint: 'Whole percentages from 1 to 50, separated by commas',
  saveSettings: 'Save settings',
  savingSettings: 'Saving…',
  callKitchen: 'Call the kitchen',
  fssaiFooter: 'FSSAI Lic. No.',
  chooseSociety: 'Choose your society',
  chooseTower: 'Choose your tower',
  // web screens (issue 13): texts the components used to write in place, by file
  // app/app-footer.tsx
  versionPrefix: 'v',
  // app/bottom-nav.tsx
  item: 'item',
  items: 'items',
  main: 'Main',
  menu: 'Menu',
  // app/router.tsx
  loadingTheKitchen: 'Loading the kitchen',
  // app/routes/cart-page.tsx
  cartEmptyBody: "Today's thalis are fresh and waiting. Pick one and we'll cook it for you.",
  seeTodaysMenu: "See today's menu",
  // app/routes/home-page.tsx
  backOnTheMenuSoon: 'Back on the menu soon.',
  thalisLoadFailed: "We couldn't load today's thalis. Please check your connection.",
  beverages: 'Beverages',
  sweets: 'Sweets',
  // app/splash.tsx
  rasoi: 'Rasoi',
  // app/top-bar.tsx
  home: 'home',
  back: 'Back',
  closeProfile: 'Close profile',
  yourProfile: 'Your profile',
  login: 'Login',
  // features/addresses/address-page.tsx
  myAddress: 'My Address',
  whereShouldWeBringYour: 'Where should we bring your meal?',
  addDeliveryAddress: 'Add Delivery Address',
  loadingAddresses: 'Loading addresses',
  addressesLoadFailed: "We couldn't load your addresses.",
  noSavedAddressesYet: 'No saved addresses yet',
  addYourFlatAndTower: 'Add your flat and tower so we know where to deliver.',
  savedAddresses: 'Saved addresses',
  // features/addresses/new-address-page.tsx
  weCurrentlyDeliverInPincode: 'We currently deliver in pincode',
  receiverName: 'Receiver name',
  receiverPhone: 'Receiver phone',
  mobileNumberPlaceholder: `${PHONE_DIGITS}-digit mobile number`,
  flatNumberBuildingName: 'Flat number / Building name',
  towerNumber: 'Tower Number',
  locality: 'Locality',
  pincode: 'Pincode',
  // features/auth/login-overlay.tsx
  mobileNumberTitle: 'Mobile Number',
  mobileNumber: 'Mobile number',
  countryCode: 'Country code',
  // features/auth/logout-overlay.tsx
  loggingYouOut: 'Logging you out…',
  // features/auth/otp-overlay.tsx
  verifyOtp: 'Verify OTP',
  enterOtp: 'Enter OTP',
  sentTo: 'Sent to',
  oneTimeCode: 'One-time code',
  digit: 'Digit',
  changeMobileNumber: 'Change mobile number',
  resendOtpIn: 'Resend OTP in',
  secondsShort: 's',
  resendOtp: 'Resend OTP',
  // features/cart/addons-strip.tsx
  addons: 'Addons',
  aLittleExtraWithYour: 'A little extra with your meal?',
  add: 'Add',
  toCart: 'to cart',
  // features/cart/cart-coupon-card.tsx
  appliedCoupon: 'Applied coupon',
  applied: 'applied',
  youSave: 'You save',
  remove: 'Remove',
  coupons: 'Coupons',
  noCouponsYetEveryOrder: 'No coupons yet. Every order wins you a scratch card.',
  // features/cart/cart-lines.tsx
  each: 'each',
  quantityOf: 'Quantity of',
  removeOne: 'Remove one',
  addOneMore: 'Add one more',
  itemsInYourCart: 'Items in your cart',
  // features/cart/checkout-button.tsx
  toPay: 'To pay',
  // features/coupons/coupon-overlay.tsx
  code: 'Code',
  isReadyInYourCoupons: 'is ready in your coupons.',
  // features/coupons/coupon-ticket.tsx
  unscratchedCoupon: 'Unscratched coupon',
  coupon: 'Coupon',
  off: 'off',
  scratch: 'Scratch',
  aScratchCardForYou: 'A scratch card for you',
  scratchItToRevealYour: 'Scratch it to reveal your discount.',
  // features/coupons/coupons-page.tsx
  myCoupons: 'My Coupons',
  loadingCoupons: 'Loading coupons',
  couponsLoadFailed: "We couldn't load your coupons.",
  // features/coupons/new-coupon-overlay.tsx
  scratchItToFindOut: 'Scratch it to find out how much you save on your next order.',
  seeMyCoupons: 'See my coupons',
  // features/coupons/scratch-card.tsx
  dragAcrossTheCardTo: 'drag across the card to reveal your coupon',
  revealWithoutScratching: 'Reveal without scratching',
  // features/coupons/scratch-code-overlay.tsx
  yourScratchCard: 'Your scratch card',
  scratchAQuarterOfThe: 'Scratch a quarter of the card to reveal your discount.',
  thisScratchCardIsNo: 'This scratch card is no longer available.',
  // features/coupons/scratch-page.tsx
  scratchWin: 'Scratch & win',
  loadingYourScratchCard: 'Loading your scratch card',
  scratchCardsLoadFailed: "We couldn't load your scratch cards. Please try again.",
  noCardsToScratch: 'No cards to scratch',
  everyOrderWinsYouA: 'Every order wins you a scratch card.',
  // features/install/install-sheet.tsx
  rasoiIsInstalled: 'Rasoi is installed',
  addRasoiToYourHome: 'Add Rasoi to your home screen',
  gotIt: 'Got it',
  openRasoiFromYourHome: 'Open Rasoi from your home screen for the full-screen app.',
  openRasoiLikeAnApp: 'Open Rasoi like an app, full screen, straight from your home screen.',
  iphoneSafari: 'iPhone (Safari)',
  installStepTap: '1. Tap',
  share: 'Share',
  installStepChoose: '2. Choose',
  addToHomeScreen: 'Add to Home Screen',
  androidChrome: 'Android (Chrome)',
  installStepTapMenu: '1. Tap the menu',
  threeDots: '(three dots)',
  installApp: 'Install app',
  // features/kitchen/closed-screen.tsx
  shutterDownAlt: "The kitchen's shutter is down",
  // features/menu/banner-carousel.tsx
  carousel: 'carousel',
  offers: 'Offers',
  slide: 'slide',
  of: 'of',
  showBanner: 'Show banner',
  // features/menu/customise-sheet.tsx
  loadingAddOns: 'Loading add-ons',
  noAddOnsTodayYour: 'No add-ons today. Your thali is complete as it is.',
  addALittleExtraTo: 'Add a little extra to your thali.',
  // features/menu/dish-detail-overlay.tsx
  dishDetails: 'Dish details',
  thisItemIsNotOn: "This item is not on today's menu.",
  addCaps: 'ADD',
  // features/menu/full-menu-page.tsx
  cookedFreshThisMorningAt: 'Cooked fresh this morning, at your door in under 30 mins.',
  loadingTheMenu: 'Loading the menu',
  menuLoadFailed: "We couldn't load the menu. Please check your connection and try again.",
  notOnTheMenuToday: 'Not on the menu today.',
  jumpToSection: 'Jump to section',
  closeMenuSections: 'Close menu sections',
  browseMenuSections: 'Browse menu sections',
  sections: 'Sections',
  // features/menu/meal-categories.tsx
  mealCategories: 'Meal categories',
  whatsCookingToday: "What's cooking today",
  // features/menu/menu-card.tsx
  was: 'was',
  // features/menu/menu-search.tsx
  searchTheMenu: 'Search the menu',
  searchFor: 'Search for',
  clearSearch: 'Clear search',
  // features/menu/search-results.tsx
  noMenuMatch: "Nothing on today's menu matches",
  searchResults: 'Search results',
  // features/orders/order-strip.tsx
  orderInProgress: 'Order in progress',
  viewOrder: 'View Order',
  // features/orders/order-tracking-page.tsx
  arrivingIn: 'Arriving in',
  orderProgress: 'Order progress',
  yourOrder: 'Your Order',
  backToMyOrders: 'Back to My Orders',
  order: 'Order',
  placedOn: 'Placed on',
  itemsHeading: 'Items',
  mealValue: 'Meal value',
  total: 'Total',
  deliveryAddress: 'Delivery address',
  loadingOrder: 'Loading order',
  // features/orders/orders-page.tsx
  track: 'Track',
  myOrders: 'My Orders',
  loadingOrders: 'Loading orders',
  ordersLoadFailed: "We couldn't load your orders.",
  noOrdersYet: 'No orders yet',
  yourFirstHomeCookedThali: 'Your first home-cooked thali is a few taps away.',
  browseTheMenu: 'Browse the menu',
  // features/orders/thank-you-overlay.tsx
  takingYouToYourOrders: 'Taking you to your orders in',
  // features/payment/payment-page.tsx
  payment: 'Payment',
  orderPlacedTitle: 'Order placed',
  whereShouldWeDeliver: 'Where should we deliver?',
  deliveringTo: 'Delivering to',
  change: 'Change',
  yourItems: 'Your items',
  paymentMethod: 'Payment method',
  cashOnDelivery: 'Cash on Delivery',
  payOnline: 'Pay Online',
  // features/profile/profile-page.tsx
  profile: 'Profile',
  downloadApp: 'Download app',
  loginAsSeller: 'Login as seller',
  logout: 'Logout',
  // features/seller/add-chooser.tsx
  whatWouldYouLikeTo: 'What would you like to add?',
  // features/seller/add-dish-page.tsx
  addDish: 'Add dish',
  category: 'Category',
  chooseACategory: 'Choose a category',
  subCategory: 'Sub-category',
  name: 'Name',
  dishNameExample: 'e.g. Paneer Butter Masala',
  price: 'Price',
  description: 'Description',
  whatGoesIntoItHow: 'What goes into it, how it tastes',
  // features/seller/add-thali-page.tsx
  loadingYourDishes: 'Loading your dishes…',
  addSomeDishesFirstThey: 'Add some dishes first; they can then go into a thali.',
  addThali: 'Add thali',
  thaliNameExample: 'e.g. Rajma Chawal Thali',
  costPrice: 'Cost price',
  sellingPrice: 'Selling price',
  actualPrice: 'Actual price',
  whatComesInTheThali: 'What comes in the thali',
  dishesInThisThali: 'Dishes in this thali',
  chosen: 'chosen',
  // features/seller/dashboard-page.tsx
  chef: 'Chef',
  yourKitchen: 'Your kitchen',
  figuresFor: 'Figures for',
  revenue: 'Revenue',
  orders: 'Orders',
  users: 'Users',
  // features/seller/dish-row.tsx
  shown: 'Shown',
  active: 'Active',
  // features/seller/dishes-panel.tsx
  dishType: 'Dish type',
  // features/seller/image-upload-field.tsx
  photo: 'Photo',
  yourUpload: 'Your upload',
  jpgOrPng: 'JPG or PNG',
  // features/seller/item-thumb.tsx
  hidden: 'Hidden',
  // features/seller/kitchen-switch.tsx
  kitchenOpen: 'Kitchen open',
  // features/seller/list-states.tsx
  loading: 'Loading',
  // features/seller/new-order-overlay.tsx
  later: 'Later',
  acknowledgeOrders: 'Acknowledge',
  ordersWaiting: 'new orders are waiting.',
  // features/seller/waiting-orders-banner.tsx
  oneOrderWaiting: 'A new order is waiting.',
  waitingOrdersLabel: 'Orders waiting',
  // features/seller/pin-fields.tsx
  digitWord: 'digit',
  // features/seller/placeholder-pages.tsx
  income: 'Income',
  // features/seller/saved-pages.tsx
  savedMenu: 'Saved Menu',
  thali: 'Thali',
  dish: 'Dish',
  searchThalis: 'Search thalis',
  searchDishes: 'Search dishes',
  thalis: 'Thalis',
  dishes: 'Dishes',
  savedDishes: 'Saved Dishes',
  savedThalis: 'Saved Thalis',
  // features/seller/seller-bottom-nav.tsx
  kitchen: 'Kitchen',
  addADishOrThali: 'Add a dish or thali',
  // features/seller/seller-coupons-page.tsx
  activeCoupons: 'Active Coupons',
  everyOrderWinsItsCustomer: 'Every order wins its customer a scratch card for the next one.',
  couponFigures: 'Coupon figures',
  discountGiven: 'Discount given',
  issued: 'Issued',
  scratched: 'Scratched',
  used: 'Used',
  // features/seller/seller-login-overlay.tsx
  sellerLogin: 'Seller login',
  forTheKitchensOwner: 'For the kitchen’s owner',
  pin: 'PIN',
  pinDigit: 'PIN digit',
  // features/seller/seller-login-prompt.tsx
  yourKitchenAwaits: 'Your kitchen awaits',
  // features/seller/seller-mobile-field.tsx
  mobileDigit: 'Mobile digit',
  // features/seller/seller-order-card.tsx
  address: 'Address',
  receiver: 'Receiver',
  // features/seller/seller-orders-page.tsx
  orderSummary: 'Order summary',
  // features/seller/seller-pin-reset-form.tsx
  codeDigit: 'Code digit',
  // features/seller/seller-profile-page.tsx
  chefsCorner: 'Chef’s corner',
  sellerProfile: 'Seller profile',
  themeStore: 'Theme Store',
  loginAsUser: 'Login as user',
  loggingOut: 'Logging out…',
  // features/seller/seller-top-bar.tsx
  kitchenHome: 'kitchen, home',
  chefProfile: 'Chef profile',
  // features/seller/thali-row.tsx
  cost: 'cost',
  tag: 'Tag',
  delete: 'Delete',
  deleteThisThaliForGood: 'Delete this thali for good?',
  cancel: 'Cancel',
  // features/seller/theme-store-page.tsx
  festivals: 'Festivals',
  available: 'Available',
  // features/seller/time-frame-tabs.tsx
  timeFrame: 'Time frame',
  // ui/bill-details.tsx
  platformFee: 'Platform fee',
  deliveryCharge: 'Delivery charge',
  couponDiscount: 'Coupon discount',
  // ui/close-button.tsx
  close: 'Close',
  // ui/offline-notice.tsx
  offlineShowingCached: "You're offline. Showing what we have.",
  // ui/veg-mark.tsx
  vegetarian: 'Vegetarian',
  // web screens (issue 13): texts the components chose in place by a condition, by file
  // features/addresses/address-page.tsx
  confirmAddress: 'Confirm Address',
  selectAddress: 'Select Address',
  // features/addresses/new-address-page.tsx
  saving: 'Saving…',
  saveAddress: 'Save Address',
  // features/auth/login-overlay.tsx
  sending: 'Sending…',
  generateOtp: 'Generate OTP',
  // features/auth/otp-overlay.tsx
  checking: 'Checking…',
  validateOtp: 'Validate OTP',
  // features/cart/checkout-button.tsx
  proceedToCheckout: 'Proceed to checkout',
  // features/coupons/coupon-overlay.tsx
  wohoo: 'Wohoo!',
  // features/coupons/coupon-ticket.tsx
  expired: 'Expired',
  // features/orders/order-strip.tsx
  preparingYourOrder: 'Preparing your Order',
  // features/orders/order-tracking-page.tsx
  done: 'done',
  inProgress: 'in progress',
  waiting: 'waiting',
  online: 'Online',
  // features/profile/profile-page.tsx
  hello: 'Hello!',
  welcome: 'Welcome',
  logInForYourOrders: 'Log in for your orders and coupons',
  // features/seller/add-dish-page.tsx
  creating: 'Creating…',
  createDish: 'Create Dish',
  // features/seller/add-thali-page.tsx
  createThali: 'Create Thali',
  // features/seller/dashboard-page.tsx
  oneOrderInProgress: '1 order in progress',
  ordersInProgress: 'orders in progress',
  checkingYourOrders: 'Checking your orders…',
  // features/seller/dishes-panel.tsx
  noDishesMatch: 'No dishes match',
  // features/seller/image-upload-field.tsx
  uploading: 'Uploading…',
  addAPhoto: 'Add a photo',
  // features/seller/seller-order-card.tsx
  oneItem: '1 item',
  markAsDelivered: 'Mark as delivered',
  markAsReady: 'Mark as ready',
  // features/seller/seller-profile-page.tsx
  yourKitchenIsOpen: 'Your kitchen is open',
  yourKitchenIsClosed: 'Your kitchen is closed',
  // features/seller/thali-groups.tsx
  noThalisMatch: 'No thalis match',
  noThalisYetAddOne: 'No thalis yet. Add one with the + button.',
  // web screens (issue 13): texts given to components as props, by file
  // app/routes/home-page.tsx
  chaasLassiAndChai: 'Chaas, lassi and chai',
  aLittleSomethingAfter: 'A little something after',
  // features/addresses/address-page.tsx
  logInToChooseWhere: 'Log in to choose where your meal should be delivered.',
  // features/addresses/new-address-page.tsx
  logInToSaveA: 'Log in to save a delivery address.',
  // features/auth/login-overlay.tsx
  otpPrompt: `We'll text you a ${OTP_LENGTH}-digit code to log in.`,
  // features/coupons/coupons-page.tsx
  logInToSeeAnd: 'Log in to see and scratch your coupons.',
  // features/coupons/scratch-page.tsx
  logInToScratchThe: 'Log in to scratch the cards your orders won.',
  // features/orders/order-tracking-page.tsx
  logInToFollowYour: 'Log in to follow your order.',
  // features/orders/orders-page.tsx
  logInToSeeYour: 'Log in to see your orders.',
  // features/payment/payment-page.tsx
  logInToPlaceYour: 'Log in to place your order.',
  yourMealIsBeingPrepared: 'Your meal is being prepared. Follow it in My Orders.',
  addAThaliOrA: 'Add a thali or a few dishes before paying.',
  chooseADeliveryAddressBefore: 'Choose a delivery address before paying.',
  // features/seller/placeholder-pages.tsx
  yourEarningsWillShowHere: 'Your earnings will show here soon.',
  // web lists, tabs and defaults (issue 13): labels the components kept in constants, by file
  // app/bottom-nav.tsx
  homeTab: 'Home',
  cartTab: 'Cart',
  // app/routes/home-page.tsx
  featuredMeal: 'Featured Meal',
  featuredMealHint: 'The plates our neighbours love most',
  quickDelivery: 'Delivery under 30 mins',
  quickDeliveryHint: 'Hot from the kitchen, fast',
  rotiAndParathas: 'Roti & Parathas',
  rotiAndParathasHint: 'Fresh off the tawa',
  miniMeals: 'Our Mini Meals',
  miniMealsHint: 'Light and just enough',
  quickMeal: 'Quick Meal',
  quickMealHint: 'When you are short on time',
  // ui/bill-details.tsx
  itemTotal: 'Item total',
  toPayTotal: 'To Pay',
  // features/auth/login-prompt.tsx
  pleaseLogIn: 'Please log in',
  // features/profile/profile-page.tsx
  goodToSeeYou: 'Good to see you again',
  // features/payment/payment-page.tsx
  placingOrder: 'Placing order…',
  placeOrder: 'Place Order',
  // features/seller/dashboard-page.tsx
  goodMorning: 'Good morning',
  goodAfternoon: 'Good afternoon',
  goodEvening: 'Good evening',
  // features/seller/kitchen-switch.tsx
  open: 'Open',
  // features/seller/seller-orders-page.tsx
  preparing: 'Preparing',
  outForDelivery: 'Out for Delivery',
  delivered: 'Delivered',
  preparingOrders: 'Preparing Orders',
  deliveredOrders: 'Delivered Orders',
  // features/seller/add-chooser.tsx
  dishHint: 'A sabzi, rice, roti, sweet or drink',
  thaliHint: 'A full meal made of your dishes',
  // features/seller/dishes-panel.tsx
  regularDishes: 'Regular',
  // features/seller/time-frame-tabs.tsx
  today: 'Today',
  week: 'Week',
  lifetime: 'Lifetime',
  // features/orders/order-view.ts
  received: 'Received',
  outForDeliveryStatus: 'Out For Delivery',
  // features/menu/banner-carousel.tsx
  rotiBannerAlt: 'Roti mania: fresh rotis and parathas',
  sweetsBannerAlt: 'Sweets to end your meal',
  // features/menu/meal-categories.tsx
  allInOneThali: 'All-In 1-Thali',
  miniThali: 'Mini Thali',
  comfortThali: 'Comfort Thali',
  // features/seller/catalogue-labels.ts
  sabziGravy: 'Sabzi (gravy)',
  sabziDry: 'Sabzi (dry)',
  rice: 'Rice',
  chapati: 'Chapati',
  desserts: 'Desserts',
  bestSeller: 'Best seller',
  trending: 'Trending',
  quick: 'Quick',
  rotiMania: 'Roti mania',
  mini: 'Mini',
  // features/seller/theme-store-page.tsx
  diwali: 'Diwali',
  diwaliBlurb: 'Diya glow on deep indigo',
  holi: 'Holi',
  holiBlurb: 'Gulal in every colour',
  eid: 'Eid',
  eidBlurb: 'Crescent night in emerald',
  // features/seller/add-dish-page.tsx, catalogue-forms.ts
  addOn: 'Add-on',
  isRequired: 'is required',
} as const;

export type MessageKey = keyof typeof MESSAGES;
