import { createTailwindMerge, getDefaultConfig, type Config } from 'tailwind-merge';

/**
 * A tailwind-merge that knows the given class groups only (the default config's, in its order): its
 * lookup is the full one with the other groups' branches taken away. `cn()` uses it with the app's
 * groups; scripts/tw-merge-groups.ts uses it to find them.
 */
export function createClassMerge(groups: readonly string[]): (classList: string) => string {
  return createTailwindMerge((): Config<string, string> => {
    const config = getDefaultConfig();
    const all: Config<string, string>['classGroups'] = config.classGroups;
    return { ...config, classGroups: Object.fromEntries(groups.map((group) => [group, all[group]!])) };
  });
}
