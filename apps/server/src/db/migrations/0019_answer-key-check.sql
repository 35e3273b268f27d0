-- Answer-key day (decision 040): a member's check saved, and a member's figures read, in one round trip
-- each. At 200 checks a second, a check's six statements (the key, BEGIN, the locks, the save with its
-- counts, COMMIT, the figures) cost more in round trips and per-statement work than in the work itself.

-- The groups a check counts in: all, its shift, and its category and state when the profile has them
-- (the repository's groupsOfRow; the statements that write counts and read figures all use it).
CREATE FUNCTION "jobportal_answer_key_groups"(p_shift text, p_category text, p_state text)
RETURNS TABLE (n integer, kind text, value text) LANGUAGE sql IMMUTABLE AS $$
	SELECT g.n, g.kind, g.value
		FROM (VALUES (1, 'all', ''), (2, 'shift', p_shift), (3, 'category', p_category), (4, 'state', p_state))
			AS g(n, kind, value)
		WHERE g.value IS NOT NULL
$$;
--> statement-breakpoint
-- A check's figures: for each of its groups, the members and how many scored above and at or below `p_score`; one range of the primary key per group
-- (a few hundred rows each). What a member's check and view read (the repository's groupFigures).
CREATE FUNCTION "jobportal_answer_key_figures"(
	p_notice uuid, p_shift text, p_category text, p_state text, p_score integer
) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT jsonb_agg(jsonb_build_object(
			'kind', g.kind, 'value', g.value, 'members', f.members, 'above', f.above, 'atOrBelow', f.at_or_below
		) ORDER BY g.n)
		FROM jobportal_answer_key_groups(p_shift, p_category, p_state) AS g
		CROSS JOIN LATERAL (
			SELECT coalesce(sum(c.count), 0)::int AS members,
				coalesce(sum(c.count) FILTER (WHERE c.score > p_score), 0)::int AS above,
				coalesce(sum(c.count) FILTER (WHERE c.score <= p_score), 0)::int AS at_or_below
			FROM answer_key_score_counts c
			WHERE c.notice_id = p_notice AND c.group_kind = g.kind AND c.group_value = g.value
		) AS f
$$;
--> statement-breakpoint
-- A member's check, saved (the repository's saveCheck). Its statements run in the call's own transaction,
-- each with a snapshot taken after the locks. Answers NULL, saving nothing, when the notice's key is no
-- longer `p_key_version` (the sheet was scored with a key replaced meanwhile: the caller scores it again);
-- else the saved check (its sheet left out), its figures, and the key's stage, normalisation and cut-offs
-- as they are now (what the caller's read of the key, which may be a second old, could have missed).
CREATE FUNCTION "jobportal_answer_key_check"(
	p_notice uuid, p_user text, p_shift text, p_sheet jsonb, p_marked_key jsonb, p_score integer, p_key_version integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	head record;
	saved record;
	figures jsonb;
BEGIN
	-- The notice's lock shared (checks of different members go side by side; a rebuild of the counts takes
	-- it exclusively), the member's own exclusively: the repository's lockCheck.
	PERFORM pg_advisory_xact_lock_shared(hashtext('answer-key:' || p_notice::text)),
		pg_advisory_xact_lock(hashtext('answer-key:' || p_notice::text || ':' || p_user));
	-- A new key takes the notice's lock exclusively, so the version read here holds until this commits.
	SELECT stage, normalisation, cutoffs INTO head FROM answer_keys WHERE notice_id = p_notice AND version = p_key_version;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;

	-- The check replaces the member's, with their profile's category and state as they are now, and their
	-- count moves from the old score and groups to the new.
	WITH profile AS (
		SELECT category, state FROM profiles WHERE id = p_user
	), before AS (
		SELECT shift, category, state, score FROM answer_key_checks WHERE notice_id = p_notice AND user_id = p_user
	), upserted AS (
		INSERT INTO answer_key_checks
			(notice_id, user_id, shift, sheet, marked_key, score, key_version, category, state, objections)
		VALUES (p_notice, p_user, p_shift, p_sheet, p_marked_key, p_score, p_key_version,
			(SELECT category FROM profile), (SELECT state FROM profile), '{}')
		ON CONFLICT (notice_id, user_id) DO UPDATE SET
			shift = excluded.shift, sheet = excluded.sheet, marked_key = excluded.marked_key,
			score = excluded.score, key_version = excluded.key_version, category = excluded.category,
			state = excluded.state, objections = '{}', updated_at = now()
		RETURNING shift, score, key_version, category, state, created_at, updated_at
	), moves AS (
		SELECT kind, value, score, sum(delta)::int AS delta FROM (
			SELECT g.kind, g.value, b.score, -1 AS delta
				FROM before b CROSS JOIN LATERAL jobportal_answer_key_groups(b.shift, b.category, b.state) AS g
			UNION ALL
			SELECT g.kind, g.value, u.score, 1
				FROM upserted u CROSS JOIN LATERAL jobportal_answer_key_groups(u.shift, u.category, u.state) AS g
		) AS m
		GROUP BY kind, value, score
		HAVING sum(delta) <> 0
	), counted AS (
		INSERT INTO answer_key_score_counts (notice_id, group_kind, group_value, score, count)
		SELECT p_notice, kind, value, score, delta FROM moves
		ON CONFLICT (notice_id, group_kind, group_value, score)
		DO UPDATE SET count = answer_key_score_counts.count + excluded.count
	)
	SELECT * INTO saved FROM upserted;

	-- The figures, read after the save (this statement's snapshot holds it).
	figures := jobportal_answer_key_figures(p_notice, saved.shift, saved.category, saved.state, saved.score);

	RETURN jsonb_build_object(
		'shift', saved.shift, 'score', saved.score, 'keyVersion', saved.key_version,
		'category', saved.category, 'state', saved.state,
		'createdAt', saved.created_at, 'updatedAt', saved.updated_at, 'figures', figures,
		'key', jsonb_build_object('stage', head.stage, 'normalisation', head.normalisation, 'cutoffs', head.cutoffs)
	);
END $$;
