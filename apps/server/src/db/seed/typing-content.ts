import { findTypingRuleSet, TYPING_PASSAGES, TYPING_RULE_SETS, typingRuleSet } from '@jobportal/shared';
import type { Database } from '../client.ts';
import { typingPassages, typingRuleSets } from '../schema.ts';

/** The rule-set families a built-in passage suits, from the rule-set ids it names (best first, no repeats). */
export function presetFamiliesOf(presetIds: readonly string[]): string[] {
  const families = presetIds.map((id) => findTypingRuleSet(id)?.family).filter((family) => family !== undefined);
  return [...new Set(families)];
}

/**
 * Loads the typing-test presets and passages the product ships with (`TYPING_RULE_SETS`,
 * `TYPING_PASSAGES`) as version 1 rows. Only missing rows are inserted: a fresh database gets them
 * all, a later release adds its new ids, and nothing an admin changed or retired is touched.
 * Returns how many rows were inserted.
 */
export async function seedTypingContent(db: Database): Promise<number> {
  const ruleSets = TYPING_RULE_SETS.map((set) => typingRuleSet.parse(set));
  const insertedSets = await db
    .insert(typingRuleSets)
    .values(
      ruleSets.map((rules) => ({
        id: rules.id,
        family: rules.family,
        version: rules.version,
        language: rules.language,
        rules,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: typingRuleSets.id });
  const insertedPassages = await db
    .insert(typingPassages)
    .values(
      TYPING_PASSAGES.map((passage) => ({
        id: passage.id,
        version: 1,
        language: passage.language,
        title: passage.title,
        text: passage.text.normalize('NFC'),
        wordCount: passage.wordCount,
        characterCount: passage.characterCount,
        presetFamilies: presetFamiliesOf(passage.presetIds),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: typingPassages.id });
  return insertedSets.length + insertedPassages.length;
}
