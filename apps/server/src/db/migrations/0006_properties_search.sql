-- The admin property search: one key per LR number however it was typed (the domain's lrSearchKey, in SQL).
CREATE INDEX "properties_lr_key_idx" ON "properties" USING btree ((upper(regexp_replace(regexp_replace(regexp_replace(btrim("lr_number"), '\s+', ' ', 'g'), ' ?/ ?', '/', 'g'), '^(L\.? ?R\.? ?(No\.?)?|No\.?) ?(?=[0-9])', '', 'i'))));--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "valuation_requests_property_idx" ON "valuation_requests" USING btree ("property_id", "requested_at");
