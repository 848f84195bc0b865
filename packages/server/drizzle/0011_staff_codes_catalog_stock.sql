CREATE TABLE "sandbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"staff_id" integer,
	"code_hash" text NOT NULL,
	"client_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_option_rows" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deducted_from_payable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_codes" ADD CONSTRAINT "staff_sign_in_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sign_in_codes_email_idx" ON "staff_sign_in_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_codes_ip_idx" ON "staff_sign_in_codes" USING btree ("client_ip","created_at");