/** The builder's first fields: which variant the club plays and the club's name. */
import { CLUB_NAME_MAX } from '../../engine/house-rules';
import type { VariantChoice } from './useEditor';
import { useHouseSay } from './words';

interface Props {
  variants: readonly VariantChoice[];
  variantId: string;
  club: string;
  onVariant(id: string): void;
  onClub(name: string): void;
}

export function ClubFieldset({ variants, variantId, club, onVariant, onClub }: Props) {
  const say = useHouseSay();
  return (
    <fieldset class="hr-fieldset">
      <legend>{say('club.legend')}</legend>
      <div class="hb-option">
        <label for="hr-variant">{say('club.variant')}</label>
        <select
          id="hr-variant"
          value={variantId}
          onChange={(e) => onVariant(e.currentTarget.value)}
        >
          {variants.map((v) => (
            <option key={v.id} value={v.id}>
              {say.fullName(v)}
            </option>
          ))}
        </select>
      </div>
      <div class="hb-option">
        <label for="hr-club-name">{say('club.name')}</label>
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
          {say('club.hint', { max: CLUB_NAME_MAX })}
        </p>
      </div>
    </fieldset>
  );
}
