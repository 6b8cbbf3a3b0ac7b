CREATE TABLE `ai_daily_neurons` (
	`day` text PRIMARY KEY NOT NULL,
	`neurons` integer NOT NULL
);
