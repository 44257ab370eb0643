import toast from 'react-hot-toast';
import type { ManagerStyle } from '../../__generated__/types';
import { Button } from '../../components/Button';
import { Glyph } from '../../components/Glyph';
import type { ManagerChooser_PersonaFragment } from './ManagerChooser.generated';
import { useChooseManager } from './use-choose-manager';

interface ManagerChooserProps {
  personas: ManagerChooser_PersonaFragment[];
  /** The manager the artist has, when switching: marked, and keeping it changes nothing. */
  currentStyle?: ManagerStyle;
  onChosen: () => void;
  onCancel?: () => void;
}

/** The four managers; choosing another starts the relationship over (50%, level 1) with a new plan. */
export function ManagerChooser({ personas, currentStyle, onChosen, onCancel }: ManagerChooserProps) {
  const [choose, { loading }] = useChooseManager(currentStyle);

  const pick = async (persona: ManagerChooser_PersonaFragment) => {
    try {
      await choose(persona.style);
      toast.success(
        persona.style === currentStyle
          ? `${persona.name} stays your manager.`
          : `${persona.name} is now your manager.`,
      );
      onChosen();
    } catch {
      toast.error('Failed to choose the manager.');
    }
  };

  return (
    <div className="manager-chooser">
      <p className="muted">
        Choose the manager whose style suits you. The one you start with at sign-up begins at 85% satisfaction
        and Pro, as a welcome; switching starts the new manager at 50% and Rookie, and each completed task
        wins it back.
      </p>
      <ul className="persona-grid">
        {personas.map((persona) => (
          <li
            key={persona.style}
            className={`panel persona-card${persona.style === currentStyle ? ' current' : ''}`}
          >
            {persona.style === currentStyle && <p className="persona-current">Your current manager</p>}
            <span className="persona-avatar" aria-hidden="true">
              <Glyph symbol={persona.avatar} />
            </span>
            <h2>{persona.name}</h2>
            <p className="persona-title">{persona.title}</p>
            <p>{persona.description}</p>
            <ul className="trait-list" aria-label={`${persona.name}'s traits`}>
              {persona.traits.map((trait) => (
                <li key={trait}>{trait}</li>
              ))}
            </ul>
            <Button disabled={loading} onClick={() => pick(persona)}>
              {persona.style === currentStyle ? `Keep ${persona.name}` : `Choose ${persona.name}`}
            </Button>
          </li>
        ))}
      </ul>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Keep my current manager
        </Button>
      )}
    </div>
  );
}
