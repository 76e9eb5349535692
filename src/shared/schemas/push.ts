import { Type, type Static } from 'typebox';

// Web Push for the live lesson (issue 14).

export const PushPublicKey = Type.Object({ publicKey: Type.String() });
export type PushPublicKey = Static<typeof PushPublicKey>;

export const PushSubscriptionInput = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
  keys: Type.Object({
    p256dh: Type.String({ maxLength: 200 }),
    auth: Type.String({ maxLength: 100 }),
  }),
});
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;

export const PushSubscriptionRemoval = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type PushSubscriptionRemoval = Static<typeof PushSubscriptionRemoval>;

export const PushSubscriptionState = Type.Object({ subscribed: Type.Boolean() });
export type PushSubscriptionState = Static<typeof PushSubscriptionState>;
