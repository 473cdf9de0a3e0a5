-- The affiliate's referral list: the users one user referred, newest first (ties by id), read in
-- the order of this index.
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by","created_at","id");