import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  checkRemoteManifest,
  remoteEntryUrl,
  type ReleaseIntegrity,
  type ReleaseRefusedBody,
  type RemoteRegistry,
  type RemotesResponse,
  type ShellContract,
} from '@greenroom/contracts';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { boundedProblems } from './bounded-problems';
import { ManifestFetcher } from './manifest-fetcher';
import { RemoteReportsService } from './remote-reports.service';
import { RolloutsRepository } from './rollouts/rollouts.repository';
import { RolloutsService, type RegistryReader } from './rollouts/rollouts.service';
import { REGISTRATIONS_PER_REMOTE_PER_HOUR, RemotesRepository, type ReleaseActor, type StoredRelease } from './remotes.repository';
import { readShellContract } from './shell-contract';

export interface RegistryDocument {
  body: RemoteRegistry;
  etag: string;
}

@Injectable()
export class RemotesService implements OnModuleInit {
  private shellContract: ShellContract | undefined;

  constructor(
    private readonly repository: RemotesRepository,
    private readonly manifests: ManifestFetcher,
    private readonly config: AppConfig,
    private readonly reports: RemoteReportsService,
    private readonly rollouts: RolloutsService,
    private readonly rolloutRows: RolloutsRepository,
  ) {}

  /** A deployed API reads its shell contract at start: a wrong SHELL_CONTRACT_FILE stops it here, not at a release. */
  onModuleInit(): void {
    if (this.config.shellContractFile) this.contract();
  }

  private contract(): ShellContract {
    this.shellContract ??= readShellContract(this.config.shellContractFile);
    return this.shellContract;
  }

  /** The remote exists, and the caller may release it: a release token made for one remote releases only that one. */
  async requireRemote(name: string, actor: ReleaseActor): Promise<void> {
    if (!(await this.repository.remoteExists(name))) throw new NotFoundException(`There is no remote named "${name}".`);
    if (actor.via === 'release token' && actor.remote !== null && actor.remote !== name) {
      throw new ForbiddenException(`This release token is for the ${actor.remote} remote only.`);
    }
  }

  /** Making a release live (activate, roll back) needs a token whose scope says so: preview tokens never have it. */
  requireActivateScope(actor: ReleaseActor): void {
    if (actor.via === 'release token' && actor.scope !== 'activate') {
      throw new ForbiddenException('This release token may only register releases. An Admin activates them on the Releases screen.');
    }
  }

  /**
   * Fetches the release's manifest and checks it against the running shell. Either way the release is stored (a
   * refused one with its reasons, bounded, for the Releases screen); a refused one answers 422. Nothing becomes
   * active here.
   */
  async register(remote: string, version: string, manifestUrl: string, actor: ReleaseActor): Promise<{ version: string; status: 'passed' }> {
    await this.requireRemote(remote, actor);
    if (await this.repository.findRelease(remote, version)) throw this.versionTaken(remote, version);
    if ((await this.repository.registrationsInLastHour(remote)) >= REGISTRATIONS_PER_REMOTE_PER_HOUR) {
      throw new HttpException(
        {
          statusCode: HttpStatus.TOO_MANY_REQUESTS,
          message: `${remote} has had ${REGISTRATIONS_PER_REMOTE_PER_HOUR} releases registered in the last hour: try again later.`,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const { manifest, digest } = await this.manifests.fetch(manifestUrl);
    const found = checkRemoteManifest(remote, manifest, this.contract());
    const entry = found.length === 0 ? await this.pinEntry(remote, manifest, manifestUrl) : { problems: [] };
    const problems = boundedProblems([...found, ...entry.problems]);
    const stored = await this.repository.insertRelease(
      {
        remote,
        version,
        manifestUrl,
        status: problems.length ? 'refused' : 'passed',
        problems,
        manifestDigest: digest,
        entryUrl: entry.url ?? null,
        entryIntegrity: entry.integrity ?? null,
      },
      actor,
    );
    if (!stored) throw this.versionTaken(remote, version);
    if (problems.length > 0) {
      const body: ReleaseRefusedBody = {
        statusCode: HttpStatus.UNPROCESSABLE_ENTITY,
        message: `Release ${version} of ${remote} was refused by the contract check: ${problems.join('; ')}`,
        problems,
      };
      throw new UnprocessableEntityException(body);
    }
    return { version, status: 'passed' };
  }

  /**
   * The entry script the runtime will load for this manifest, and its hash: the registry hands both to the shell, whose
   * browser then refuses a file changed after this check. An entry that cannot be pinned is a reason to refuse.
   */
  private async pinEntry(remote: string, manifest: unknown, manifestUrl: string): Promise<{ url?: string; integrity?: string; problems: string[] }> {
    const url = remoteEntryUrl(manifest, manifestUrl);
    if (!url) {
      return {
        problems: [
          `${remote}: the entry script's address is not fixed in the manifest (build with publicPath "auto" or a full URL), so it cannot be pinned`,
        ],
      };
    }
    try {
      return { url, integrity: await this.manifests.entryIntegrity(url), problems: [] };
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      return { problems: [`${remote}: ${error.message}`] };
    }
  }

  async activate(remote: string, version: string, actor: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    await this.requireRemote(remote, actor);
    this.requireActivateScope(actor);
    const release = await this.repository.findRelease(remote, version);
    if (!release) throw new NotFoundException(`${remote} has no release ${version}.`);
    return this.switchTo(remote, release, actor);
  }

  /** Activates the release that was active before the current one. */
  async rollback(remote: string, actor: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    await this.requireRemote(remote, actor);
    this.requireActivateScope(actor);
    const target = await this.repository.rollbackTarget(remote);
    if (!target) throw new ConflictException(`${remote} has no earlier release to roll back to.`);
    return this.switchTo(remote, target, actor);
  }

  private async switchTo(
    remote: string,
    release: StoredRelease,
    actor: ReleaseActor,
  ): Promise<{ activeVersion: string; previousVersion: string | null }> {
    if (release.status !== 'passed') {
      throw new ConflictException(`Release ${release.version} of ${remote} was refused by the contract check and cannot be activated.`);
    }
    const switched = await this.repository.activate(remote, release.id, actor);
    if (!switched) throw new ConflictException(`Release ${release.version} is already the active release of ${remote}.`);
    return { activeVersion: switched.to, previousVersion: switched.from };
  }

  async list(): Promise<RemotesResponse> {
    const [names, active, releases, activations, health, rollouts, rolloutHistory] = await Promise.all([
      this.repository.remoteNames(),
      this.repository.activeVersions(),
      this.repository.releases(),
      this.repository.activations(),
      this.reports.health(),
      this.rolloutRows.summaries(),
      this.rolloutRows.history(),
    ]);
    const remotes = await Promise.all(
      names.map(async (name) => ({
        name,
        activeVersion: active[name] ?? null,
        rollbackVersion: (await this.repository.rollbackTarget(name))?.version ?? null,
        releases: (releases.get(name) ?? []).map((release) => ({ ...release, health: health(name, release.version) })),
        activations: activations.get(name) ?? [],
        rollout: rollouts.get(name) ?? null,
        rolloutHistory: rolloutHistory.get(name) ?? [],
      })),
    );
    return { remotes };
  }

  /**
   * Whether the manifest and entry script each active release serves now are the ones that passed the check: releases are immutable,
   * so a different file means someone overwrote the upload (or the CDN serves something else).
   */
  async integrity(): Promise<ReleaseIntegrity[]> {
    const active = await this.repository.activeReleases();
    return Promise.all(
      active.map(async (release): Promise<ReleaseIntegrity> => {
        const base = { remote: release.remote, version: release.version };
        if (!release.manifestDigest) return { ...base, state: 'not recorded' };
        try {
          const { digest } = await this.manifests.fetch(release.manifestUrl);
          const entryChanged = release.entryUrl && (await this.manifests.entryIntegrity(release.entryUrl)) !== release.entryIntegrity;
          return { ...base, state: digest === release.manifestDigest && !entryChanged ? 'unchanged' : 'changed' };
        } catch {
          return { ...base, state: 'unreachable' };
        }
      }),
    );
  }

  /**
   * The registry document as `reader` gets it (the active releases for a page with no session), with a strong ETag of
   * its bytes, so the shell's server can revalidate cheaply.
   */
  async registry(reader: RegistryReader | null = null): Promise<RegistryDocument> {
    const body = await this.rollouts.registryFor(await this.repository.registry(), reader);
    return withEtag(body);
  }

  /** The staged releases' entries (empty while nothing is staged): the shell's server allows their origins too. */
  async stagedRegistry(): Promise<RegistryDocument> {
    return withEtag(await this.rollouts.stagedRegistry());
  }

  private versionTaken(remote: string, version: string): ConflictException {
    return new ConflictException(`${remote} already has a release ${version}: give the new build a new version.`);
  }
}

function withEtag(body: RemoteRegistry): RegistryDocument {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
