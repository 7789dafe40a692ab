-- What a buyer agreed to when reserving (product, terminal, collection period) is versioned apart
-- from the edit version: an edit of volume or price keeps a reservation, a change of the deal does
-- not. The basket item keeps the version it was reserved at; checkout refuses another one.
ALTER TABLE "Offer" ADD COLUMN "termsVersion" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "BasketItem" ADD COLUMN "offerTermsVersion" INTEGER NOT NULL DEFAULT 1;
