import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__';
import type { ManagerChooser_PersonaFragment } from '../../__generated__/graphql';

graphql(`
  fragment ManagerChooser_persona on ManagerPersonaType {
    style
    name
    title
    avatar
    description
    traits
  }
`);

const ChooseManagerMutation = graphql(`
  mutation ChooseManager($style: ManagerStyle!) {
    chooseManager(style: $style) {
      chosen
    }
  }
`);

interface ManagerChooserProps {
  personas: ManagerChooser_PersonaFragment[];
  onChosen: () => void;
  onCancel?: () => void;
}

/** The four managers; choosing one starts the relationship over (50%, level 1) with a new plan. */
export function ManagerChooser({ personas, onChosen, onCancel }: ManagerChooserProps) {
  const [choose, { loading }] = useMutation(ChooseManagerMutation, {
    // A new manager means a new plan and outlook; the screens showing them are not mounted while
    // the chooser is, so a refetch by name would miss them: drop them from the cache instead.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'todaysPlan' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'careerOutlook' });
      cache.gc();
    },
    refetchQueries: ['AiManager', 'WorkspaceUser'],
    awaitRefetchQueries: true,
  });

  const pick = async (persona: ManagerChooser_PersonaFragment) => {
    try {
      await choose({ variables: { style: persona.style } });
      toast.success(`${persona.name} is now your manager.`);
      onChosen();
    } catch {
      toast.error('Failed to choose the manager.');
    }
  };

  return (
    <div className="manager-chooser">
      <p className="muted">Choose the manager whose style suits you. You can switch at any time.</p>
      <ul className="persona-grid">
        {personas.map((persona) => (
          <li key={persona.style} className="panel persona-card">
            <span className="persona-avatar" aria-hidden="true">
              {persona.avatar}
            </span>
            <h2>{persona.name}</h2>
            <p className="persona-title">{persona.title}</p>
            <p>{persona.description}</p>
            <ul className="trait-list" aria-label={`${persona.name}'s traits`}>
              {persona.traits.map((trait) => (
                <li key={trait}>{trait}</li>
              ))}
            </ul>
            <button type="button" className="button" disabled={loading} onClick={() => pick(persona)}>
              Choose {persona.name}
            </button>
          </li>
        ))}
      </ul>
      {onCancel && (
        <button type="button" className="button secondary" onClick={onCancel}>
          Keep my current manager
        </button>
      )}
    </div>
  );
}
