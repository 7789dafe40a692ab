-- The audit log is what the operator answers regulators and customers with: each entry is written
-- in the transaction of the change it records and never changed afterwards. The database itself
-- refuses UPDATE, DELETE and TRUNCATE of it, whoever sends them (a use case, a script, a hand in
-- psql), so no bug and no shortcut can rewrite the history. Only a deliberate act of the database
-- owner (disabling these triggers) could, and that is itself visible.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER "AuditLog_append_only" BEFORE UPDATE OR DELETE ON "AuditLog"
    FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
CREATE TRIGGER "AuditLog_no_truncate" BEFORE TRUNCATE ON "AuditLog"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
