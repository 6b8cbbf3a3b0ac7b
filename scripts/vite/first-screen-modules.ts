import type { Plugin } from "vite";
import { FIRST_SCREEN_CHUNKS } from "./first-screen-chunks";

/**
 * The modules the first screen (the browse page) runs: everything the entry and the browse
 * screen import statically, once the module graph is known. Dialogs, forms and sections
 * they load lazily stay out, as does any module only other screens use, even from the same
 * folders (a folder-based rule pulled in the captcha, the feedback form, account forms…).
 */
const firstScreenModules = new Set<string>();
/**
 * The code the story screen runs besides its own module and the first screen's: shared parts
 * (the dialog, the feedback form, saved stories…) that would otherwise each be a small chunk
 * of their own, one request apiece on a page that people open from a shared link.
 */
const storySharedModules = new Set<string>();

/** The client build's chunk groups, filled by collectFirstScreenModules before chunks are made. */
export const firstScreenChunkGroups = [
  {
    // What the first screen (the browse page) runs, as one file rather than ~20 small
    // ones: on a phone each request costs a round trip, and HTTP/1.1 has 6 connections.
    name: "first-screen",
    test: (id: string) => firstScreenModules.has(id),
  },
  { name: "story-shared", test: (id: string) => storySharedModules.has(id) },
];

export function collectFirstScreenModules(): Plugin {
  return {
    name: "fabulo-first-screen-modules",
    apply: "build",
    buildEnd() {
      firstScreenModules.clear();
      const roots = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || FIRST_SCREEN_CHUNKS.browse!.test(id),
      );
      const visit = (id: string) => {
        if (firstScreenModules.has(id)) return;
        firstScreenModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      roots.forEach(visit);
      // The story screen's own code (what it alone imports) stays in its chunk; what it shares
      // with other screens, and what that shared code imports, goes in one chunk.
      storySharedModules.clear();
      const story = [...this.getModuleIds()].find((id) => FIRST_SCREEN_CHUNKS.story!.test(id));
      if (!story) return;
      const ofStory = new Set<string>([story]);
      const reach = (id: string, into: Set<string>) => {
        if (into.has(id) || firstScreenModules.has(id) || /\.(css|po)$/.test(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) reach(imported, into);
      };
      for (const imported of this.getModuleInfo(story)?.importedIds ?? []) reach(imported, ofStory);
      for (const id of ofStory) {
        if (id === story) continue;
        // A module another screen imports lazily (first-data's offline lookup) is shared too, not a chunk of its own.
        const info = this.getModuleInfo(id);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (importers.some((importer) => !ofStory.has(importer))) reach(id, storySharedModules);
      }
    },
  };
}
