CREATE TABLE `sandbox_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`client_secret` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `sandbox_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_invoices_client_secret_unique` ON `sandbox_invoices` (`client_secret`);--> statement-breakpoint
CREATE INDEX `sandbox_invoices_by_subscription` ON `sandbox_invoices` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `sandbox_portal_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`return_url` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan` text NOT NULL,
	`price_cents` integer NOT NULL,
	`status` text NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`current_period_end` integer,
	`latest_invoice_id` text,
	`card_last4` text,
	`card_expiry` text,
	`card_charges_fail` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sandbox_subscriptions_by_user` ON `sandbox_subscriptions` (`user_id`);