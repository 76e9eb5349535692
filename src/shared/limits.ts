// The product's numbers (docs/product.md#limits), in one place for the server and the web app.
export const limits = {
  viewHistoryCap: 20,
  minPasswordLength: 6,
  /** The display name of my page, at most this many characters (it is optional). */
  displayNameMaxLength: 50,
  gateTimeoutMs: 8_000,
  loginTimeoutMs: 10_000,
  homeSectionSize: 4,
  newListMax: 20,
  newBadgeDays: 14,
  popularBadgeViews: 100,
  redirectAfterRegisterMs: 3_000,
  relatedContents: 2,
} as const;
