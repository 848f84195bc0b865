CREATE TABLE "refused_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refused_sign_ins_ip_idx" ON "refused_sign_ins" USING btree ("client_ip","at");