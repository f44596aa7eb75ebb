/**
 * The house-rule builder's state in the page: the chosen variant (its catalogue loaded on
 * demand), the editor (editor.ts) and the address. A builder address that already holds rules
 * (the "change these rules" link) opens on them; after the reader changes something the address
 * keeps the rules too, so a reload or a bookmark keeps the work.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { HandError } from '../../engine/errors';
import type { Variant } from '../../engine/variant';
import { encodeHouseLink, parseHouseLink, readHouseRules } from '../../house-rules-link';
import { type Change, type Editor, edit, editorProblems, startEditor } from './editor';
import { loadVariant } from './load-variant';
import type { HouseSay } from './words';

export interface VariantChoice {
  id: string;
  name: string;
}

export function useEditor(variants: readonly VariantChoice[], say: HouseSay) {
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [variant, setVariant] = useState<Variant | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [notice, setNotice] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  /** The club name typed so far survives a change of variant. */
  const club = useRef('');
  /** Set once the reader changes something, so a plain visit leaves the address alone. */
  const dirty = useRef(false);

  const load = (id: string) => {
    setVariantId(id);
    loadVariant(id)
      .then((v) => {
        setVariant(v);
        setEditor(startEditor(v, club.current));
        setReady(true);
      })
      .catch((e) =>
        setNotice([e instanceof HandError ? e.message : 'the variant could not be loaded']),
      );
  };

  useEffect(() => {
    const link = parseHouseLink(window.location.hash, say);
    if (link.variant && variants.some((v) => v.id === link.variant)) {
      loadVariant(link.variant).then((v) => {
        const read = readHouseRules(v, link);
        club.current = read.rules.club;
        setVariantId(v.id);
        setVariant(v);
        setEditor({ rules: read.rules, drafts: {} });
        setNotice([...(read.versionNote ? [read.versionNote] : []), ...read.problems]);
        setReady(true);
      });
      return;
    }
    if (link.problems.length || link.variant)
      setNotice([
        ...link.problems,
        ...(link.variant ? [say('linkProblem.unknownVariant', { value: link.variant })] : []),
      ]);
    load(variantId);
  }, []);

  const problems = useMemo(
    () => (variant && editor ? editorProblems(variant, editor, say) : []),
    [variant, editor, say],
  );
  const hash = editor && !problems.length ? encodeHouseLink(editor.rules) : null;
  useEffect(() => {
    if (!ready || !hash || !dirty.current) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${hash}`,
    );
  }, [ready, hash]);

  const change = (c: Change) => {
    if (c.type === 'club') club.current = c.name;
    if (!variant) return;
    dirty.current = true;
    setEditor((e) => (e ? edit(variant, e, c) : e));
  };
  const choose = (id: string) => {
    dirty.current = true;
    load(id);
  };
  return { variantId, variant, editor, notice, ready, problems, hash, change, choose };
}
