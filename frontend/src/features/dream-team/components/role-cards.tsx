import { useDreamTeamPage } from '../use-dream-team-page';

/** The three roles: Beta Readers, Editors, Reviewers. */
export function RoleCards() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {useDreamTeamPage().cards.map((card) => (
        <li key={card.id} className="flex flex-col rounded-xl border border-parchment-300 bg-white/70 p-6 shadow-sm">
          <h2 className="font-display text-2xl text-ink-950">{card.title}</h2>
          <p className="mt-3 text-ink-800">{card.description}</p>
          <ul className="mt-4 space-y-2 text-sm text-ink-800">
            {card.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mt-0.5 size-4 shrink-0 text-ember-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {perk}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
