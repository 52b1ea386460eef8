-- Per messenger link: whether the messenger vouched that the phone is the account's own ("verified": a Telegram
-- contact whose user_id is the sender) or the account only claimed it ("claimed": every Viber contact).
-- phone_verified: a verified sign-in (own Telegram contact, a Viber link proven by a code, the demo messenger)
-- has proven the phone; only such an owner may hold admin rights or a claim-free account.
ALTER TABLE users
  ADD COLUMN telegram_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN viber_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN phone_verified boolean NOT NULL DEFAULT false;

-- Telegram links were only ever made from the sender's own contact.
UPDATE users SET telegram_verified = true, phone_verified = true WHERE telegram_id IS NOT NULL;
UPDATE users SET phone_verified = true WHERE auth_method = 'demo';
-- A Viber link beside a verified phone may be an attacker's claim made before the owner came: it must be proven.
UPDATE users SET viber_id = NULL WHERE viber_id IS NOT NULL AND phone_verified;
-- Rights belong to verified owners only; an owner who only claimed the phone is granted again after proving it.
UPDATE users SET is_admin = false WHERE is_admin AND NOT phone_verified;

-- Keys: the account that opened the link (the only one that may confirm it), the browser of the page that
-- made it, whether the confirming link was verified, and a Viber account's pending proof of a verified phone.
ALTER TABLE auth_keys RENAME COLUMN pending_channel TO channel;
ALTER TABLE auth_keys RENAME COLUMN pending_messenger_id TO messenger_id;
ALTER TABLE auth_keys
  ADD COLUMN browser text NOT NULL DEFAULT '',
  ADD COLUMN verified boolean,
  ADD COLUMN proof_user_id text REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN proof_code_hash text,
  ADD COLUMN proof_attempts integer NOT NULL DEFAULT 0;

-- Sessions: only the SHA-256 of the cookie's id is stored, with the link that opened the session. The plain ids
-- stored so far are dropped, not hashed: they do not say which link opened them (every shopper signs in again).
DELETE FROM sessions;
ALTER TABLE sessions RENAME COLUMN sid TO sid_hash;
ALTER TABLE sessions
  ADD COLUMN channel text NOT NULL,
  ADD COLUMN messenger_id text NOT NULL,
  ADD COLUMN verified boolean NOT NULL;
