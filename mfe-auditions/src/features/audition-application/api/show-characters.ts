import { useQuery } from '@tanstack/react-query';
import { parseCharacters, type ParsedCharacter, showInformationRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** A show-information failure gives an empty character list (docs/spec-summary.md §2.8). */
export async function fetchShowCharacters(showName: string): Promise<ParsedCharacter[]> {
  try {
    const filter = JSON.stringify({ Title: [showName] });
    const response = await apiFetch(showInformationRoute, { query: { filter } });
    return parseCharacters(response.records[0]?.fields.CharacterNameDescription);
  } catch (error) {
    console.warn('Could not load the characters', error);
    return [];
  }
}

export const useShowCharacters = (showName: string | null) =>
  useQuery({ queryKey: ['auditions', 'characters', showName], queryFn: () => fetchShowCharacters(showName ?? ''), enabled: showName !== null });
