import type { Creator } from './creators';
import placeholderPhoto from './creator-placeholder.svg';

export function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <div className="card creator-card">
      <img src={placeholderPhoto} alt="" width={160} height={160} className="creator-card__photo" />
      <div className="card__body">
        <h2 className="creator-card__name">{creator.name}</h2>
      <ul className="creator-card__links" aria-label={`${creator.name}'s links`}>
        <li>
          <a href={creator.github} target="_blank" rel="noreferrer">
            GitHub
          </a>
        </li>
        <li>
          <a href={`mailto:${creator.email}`}>Mail</a>
        </li>
        <li>
          <a href={creator.linkedin} target="_blank" rel="noreferrer">
            LinkedIn
          </a>
        </li>
        </ul>
      </div>
    </div>
  );
}
