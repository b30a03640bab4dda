CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action_type","created_at");--> statement-breakpoint
CREATE INDEX "valuation_requests_requested_at_idx" ON "valuation_requests" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "valuation_requests_open_work_idx" ON "valuation_requests" USING btree ("status","assigned_agent_id","due_date");