/** The builder's first fields: which variant the club plays and the club's name. */
import { CLUB_NAME_MAX } from '../../engine/house-rules';
import type { VariantChoice } from './useEditor';

interface Props {
  variants: readonly VariantChoice[];
  variantId: string;
  club: string;
  onVariant(id: string): void;
  onClub(name: string): void;
}

export function ClubFieldset({ variants, variantId, club, onVariant, onClub }: Props) {
  return (
    <fieldset class="hr-fieldset">
      <legend>The club and its game</legend>
      <div class="hb-option">
        <label for="hr-variant">Variant</label>
        <select
          id="hr-variant"
          value={variantId}
          onChange={(e) => onVariant(e.currentTarget.value)}
        >
          {variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div class="hb-option">
        <label for="hr-club-name">Club name</label>
        <input
          id="hr-club-name"
          type="text"
          maxLength={CLUB_NAME_MAX}
          value={club}
          autocomplete="organization"
          aria-describedby="hr-club-hint"
          onInput={(e) => onClub(e.currentTarget.value)}
        />
        <p class="hb-hint" id="hr-club-hint">
          Shown as the heading of the club's page; up to {CLUB_NAME_MAX} characters.
        </p>
      </div>
    </fieldset>
  );
}
