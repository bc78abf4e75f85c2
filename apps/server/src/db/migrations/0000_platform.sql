CREATE SCHEMA "customer_area";
--> statement-breakpoint
CREATE SCHEMA "identity";
--> statement-breakpoint
CREATE TABLE "customer_area"."customer_users" (
	"customer_code" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"argo_id" text,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "customer_users_customer_code_username_pk" PRIMARY KEY("customer_code","username")
);
--> statement-breakpoint
CREATE TABLE "customer_area"."customers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"cod_min" text NOT NULL,
	"ds" text,
	"dsga" text,
	CONSTRAINT "customers_cod_min_unique" UNIQUE("cod_min")
);
--> statement-breakpoint
CREATE TABLE "customer_area"."merges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_code" text DEFAULT 'INV' NOT NULL,
	"seller_code" text NOT NULL,
	"receiver_code" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."oidc_models" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "identity"."secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"email" text,
	"customer_code" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"licenses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "news_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"customer_code" text NOT NULL,
	"username" text NOT NULL,
	"news_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_customer_code_username_news_id_pk" PRIMARY KEY("customer_code","username","news_id")
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subject" text NOT NULL,
	"username" text NOT NULL,
	"home_customer_code" text NOT NULL,
	"acting_customer_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "app_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"actor_username" text NOT NULL,
	"actor_customer_code" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_code" text NOT NULL,
	"username" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_code_username_key_pk" PRIMARY KEY("customer_code","username","key")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"customer_code" text PRIMARY KEY NOT NULL,
	"cod_min" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_cod_min_unique" UNIQUE("cod_min")
);
--> statement-breakpoint
ALTER TABLE "customer_area"."customer_users" ADD CONSTRAINT "customer_users_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "customer_area"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_area"."merges" ADD CONSTRAINT "merges_seller_code_customers_code_fk" FOREIGN KEY ("seller_code") REFERENCES "customer_area"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_area"."merges" ADD CONSTRAINT "merges_receiver_code_customers_code_fk" FOREIGN KEY ("receiver_code") REFERENCES "customer_area"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_models_grant_id_idx" ON "identity"."oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_models_uid_idx" ON "identity"."oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_models_expires_at_idx" ON "identity"."oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "news_version_idx" ON "news" USING btree ("version");--> statement-breakpoint
CREATE INDEX "app_sessions_username_idx" ON "app_sessions" USING btree ("username");--> statement-breakpoint
CREATE INDEX "audit_events_customer_at_idx" ON "audit_events" USING btree ("customer_code","at");