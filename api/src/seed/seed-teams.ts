import { FALLBACK_SUBSCRIPTION_CHOICES } from '@greenroom/contracts';

/** The spec's 15 fallback application teams plus Director/AD/SM (a mass e-mail default team). */
export const SEED_TEAMS: { name: string; description: string; coordinatorName: string; coordinatorEmail: string }[] = [
  {
    name: 'Actor',
    description: 'Audition for roles and perform on stage in our plays, musicals and readings.',
    coordinatorName: 'Eleanor Hayes',
    coordinatorEmail: 'actors@greenroom.test',
  },
  {
    name: 'AV',
    description: 'Run the lights, sound board and projections during rehearsals and shows.',
    coordinatorName: 'Frank Delgado',
    coordinatorEmail: 'av@greenroom.test',
  },
  {
    name: 'Box Office',
    description: 'Sell and scan tickets, answer questions and keep the house count.',
    coordinatorName: 'Betty Lindqvist',
    coordinatorEmail: 'boxoffice@greenroom.test',
  },
  {
    name: 'Costumes',
    description: 'Find, sew, fit and care for the costumes of every production.',
    coordinatorName: 'Joan Whitaker',
    coordinatorEmail: 'costumes@greenroom.test',
  },
  {
    name: 'Direction',
    description: 'Direct or assist in directing a production from casting to closing night.',
    coordinatorName: 'Richard Moreau',
    coordinatorEmail: 'direction@greenroom.test',
  },
  {
    name: 'Hospitality',
    description: 'Welcome audiences, host receptions and keep the green room stocked.',
    coordinatorName: 'Patricia Nolan',
    coordinatorEmail: 'hospitality@greenroom.test',
  },
  {
    name: 'Makeup',
    description: 'Design and apply stage makeup and wigs for performers.',
    coordinatorName: 'Linda Okafor',
    coordinatorEmail: 'makeup@greenroom.test',
  },
  {
    name: 'Marketing',
    description: 'Posters, programs, press releases and our social media.',
    coordinatorName: 'George Patel',
    coordinatorEmail: 'marketing@greenroom.test',
  },
  {
    name: 'Mic Tech/Dresser',
    description: 'Fit wireless microphones and help performers with quick changes backstage.',
    coordinatorName: 'Carol Svensson',
    coordinatorEmail: 'mictech@greenroom.test',
  },
  {
    name: 'Play Reading',
    description: 'Read plays aloud together once a month; no memorizing and no sets.',
    coordinatorName: 'Margaret Ellison',
    coordinatorEmail: 'playreading@greenroom.test',
  },
  {
    name: 'Production',
    description: 'Stage managers, crew and the people who keep a show on schedule.',
    coordinatorName: 'Thomas Reilly',
    coordinatorEmail: 'production@greenroom.test',
  },
  {
    name: 'Props',
    description: 'Collect, build and track every prop the actors handle.',
    coordinatorName: 'Barbara Kowalski',
    coordinatorEmail: 'props@greenroom.test',
  },
  {
    name: 'Set',
    description: 'Design, build and paint the sets; strike them after the last show.',
    coordinatorName: 'William Harper',
    coordinatorEmail: 'set@greenroom.test',
  },
  {
    name: 'Shows to Go',
    description: 'Bring short performances to clubs and care centers around the community.',
    coordinatorName: 'Dorothy Vance',
    coordinatorEmail: 'showstogo@greenroom.test',
  },
  {
    name: 'Ushers',
    description: 'Greet the audience, hand out programs and help everyone to their seats.',
    coordinatorName: 'Robert Chen',
    coordinatorEmail: 'ushers@greenroom.test',
  },
  {
    name: 'Director/AD/SM',
    description: 'Directors, assistant directors and stage managers of current productions.',
    coordinatorName: 'Richard Moreau',
    coordinatorEmail: 'direction@greenroom.test',
  },
];

/** The subscription lists are the spec's fallback lists, in the same order. */
export const SEED_SUBSCRIPTION_LISTS = FALLBACK_SUBSCRIPTION_CHOICES;
