import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Published, or scheduled and its time has come: visible to users without any job running. The first
 * test is the predicate of the partial listing indexes, spelled out so the planner can use them.
 */
export function isVisible(table: { status: AnyPgColumn; publishAt: AnyPgColumn }) {
  return sql`(${table.status} IN ('published', 'scheduled') AND (${table.status} = 'published' OR ${table.publishAt} <= now()))`;
}
