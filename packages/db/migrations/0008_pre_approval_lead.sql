-- One pre-approval per lead (issue 18): a result kept on signing in is kept once.
CREATE UNIQUE INDEX "pre_approvals_lead_key" ON "pre_approvals" USING btree ("site_id","lead_id");
