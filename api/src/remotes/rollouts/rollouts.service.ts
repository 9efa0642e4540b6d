import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { RemoteRegistry, Role, StageRelease, StageReleaseResponse } from '@greenroom/contracts';
import { RemotesRepository, registryEntry, type ReleaseActor } from '../remotes.repository';
import { inRolloutShare } from './rollout-share';
import { RolloutsRepository } from './rollouts.repository';
import { Transactions } from '../../database/transactions';

/** Who the registry answers for: a signed-in member (the id is hashed into the share, never sent anywhere). */
export interface RegistryReader {
  memberId: string;
  role: Role;
}

const CHANGED_MEANWHILE =
  'Someone else changed this rollout while you were looking at it. The Releases screen now shows how it stands: check it and try again.';

/**
 * Staged activation (issue 39): a release for the Admins, then a share of the members, then everyone. Started and
 * moved by an Admin or a pipeline's activate-scope token; moved on or rolled back by the rollout rule too.
 */
@Injectable()
export class RolloutsService {
  constructor(
    private readonly rollouts: RolloutsRepository,
    private readonly remotes: RemotesRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Starts a rollout, or moves the one under way (whose revision the caller names) to another stage or settings. */
  async stage(remote: string, request: StageRelease, actor: ReleaseActor): Promise<StageReleaseResponse> {
    const release = await this.remotes.findRelease(remote, request.version);
    if (!release) throw new NotFoundException(`${remote} has no release ${request.version}.`);
    if (release.status !== 'passed') {
      throw new ConflictException(`Release ${request.version} of ${remote} was refused by the contract check and cannot be staged.`);
    }
    await this.transactions.run(async () => {
      const current = await this.rollouts.lock(remote);
      if (current && current.revision !== request.revision) {
        throw new ConflictException(
          request.revision === undefined ? `A rollout of ${remote} ${current.version} is under way: move it on or stop it first.` : CHANGED_MEANWHILE,
        );
      }
      if (!current && request.revision !== undefined) {
        throw new ConflictException(
          `The rollout of ${remote} has ended meanwhile (it reached everyone, was rolled back or stopped). The Releases screen shows what happened.`,
        );
      }
      if (current && current.version !== request.version) {
        throw new ConflictException(`The rollout under way is of ${remote} ${current.version}, not ${request.version}.`);
      }
      if ((await this.rollouts.activeReleaseId(remote)) === release.id) {
        throw new ConflictException(`Release ${request.version} is already what everyone gets for ${remote}.`);
      }
      const base = { remote, releaseId: release.id, share: request.share };
      if (request.stage === 'all') {
        // A plain activation then; activateWith ends a rollout under way as completed.
        await this.remotes.activateWith(remote, release.id, actor);
        return;
      }
      const settings = { ...request, stage: request.stage };
      if (!current) {
        await this.rollouts.start(remote, release.id, settings, actor);
        await this.rollouts.recordEvent({ ...base, event: 'started', stage: request.stage }, actor);
        return;
      }
      await this.rollouts.change(remote, settings);
      if (current.stage !== request.stage || current.share !== request.share) {
        await this.rollouts.recordEvent({ ...base, event: 'moved on', stage: request.stage }, actor);
      }
    });
    return this.state(remote);
  }

  /** Stops the rollout: everyone gets the active release again. */
  async stop(remote: string, revision: number, actor: ReleaseActor): Promise<StageReleaseResponse> {
    await this.transactions.run(async () => {
      const current = await this.rollouts.lock(remote);
      if (!current) throw new ConflictException(`${remote} has no rollout under way.`);
      if (current.revision !== revision) throw new ConflictException(CHANGED_MEANWHILE);
      await this.rollouts.remove(remote);
      await this.rollouts.recordEvent({ remote, releaseId: current.releaseId, event: 'stopped', stage: null, share: current.share }, actor);
    });
    return this.state(remote);
  }

  private async state(remote: string): Promise<StageReleaseResponse> {
    const [active, rollouts] = await Promise.all([this.remotes.activeVersions(), this.rollouts.summaries()]);
    return { activeVersion: active[remote] ?? null, rollout: rollouts.get(remote) ?? null };
  }

  /**
   * The registry as one person gets it: the active releases, with a staged release in place of the active one where
   * the person is in the stage (the Admins from the first stage; a member whose bucket is inside the share). A page
   * with no session gets the active releases.
   */
  async registryFor(active: RemoteRegistry, reader: RegistryReader | null): Promise<RemoteRegistry> {
    if (!reader) return active;
    const answer = { ...active };
    for (const staged of await this.rollouts.staged()) {
      const inStage = reader.role === 'Admin' || (staged.stage === 'share' && inRolloutShare(staged.remote, reader.memberId, staged.share));
      if (inStage) answer[staged.remote] = registryEntry(staged);
    }
    return answer;
  }

  /** The staged releases' registry entries: every one a person may be given (the shell's server allows their origins). */
  async stagedRegistry(): Promise<RemoteRegistry> {
    return Object.fromEntries((await this.rollouts.staged()).map((staged) => [staged.remote, registryEntry(staged)]));
  }
}
