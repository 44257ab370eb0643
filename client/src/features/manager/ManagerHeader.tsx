import { Button } from '../../components/Button';
import { Glyph } from '../../components/Glyph';
import type { ManagerHeader_RelationshipFragment } from './ManagerHeader.generated';

/** The description's colour rule: green at 80 or more, yellow at 60 or more, else red. */
export function satisfactionTone(satisfaction: number): 'good' | 'fair' | 'poor' {
  if (satisfaction >= 80) return 'good';
  if (satisfaction >= 60) return 'fair';
  return 'poor';
}

interface ManagerHeaderProps {
  relationship: ManagerHeader_RelationshipFragment;
  onSwitch: () => void;
}

export function ManagerHeader({ relationship, onSwitch }: ManagerHeaderProps) {
  const { persona, satisfaction, levelName, tasksToNextLevel } = relationship;
  return (
    <header className="panel manager-header">
      <span className="persona-avatar" aria-hidden="true">
        <Glyph symbol={persona.avatar} />
      </span>
      <div className="manager-identity">
        <h2>{persona.name}</h2>
        <p className="persona-title">{persona.title}</p>
        <p className="muted">{persona.description}</p>
      </div>
      <dl className="manager-figures">
        <div>
          <dt>Satisfaction</dt>
          <dd className={`satisfaction ${satisfactionTone(satisfaction)}`}>{satisfaction}%</dd>
        </div>
        <div>
          <dt>Relationship</dt>
          <dd>
            {levelName}
            <span className="muted level-next">
              {tasksToNextLevel} completed {tasksToNextLevel === 1 ? 'task' : 'tasks'} to the next level
            </span>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={onSwitch}>
        Switch Manager
      </Button>
    </header>
  );
}
