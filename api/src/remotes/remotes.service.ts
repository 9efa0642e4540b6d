import { ConflictException, HttpStatus, Injectable, NotFoundException, OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { checkRemoteManifest, type ReleaseRefusedBody, type RemoteRegistry, type RemotesResponse, type ShellContract } from '@greenroom/contracts';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { fetchManifest } from './manifest-fetch';
import { RemotesRepository, type ReleaseActor, type StoredRelease } from './remotes.repository';
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
    private readonly config: AppConfig,
  ) {}

  /** A deployed API reads its shell contract at start: a wrong SHELL_CONTRACT_FILE stops it here, not at a release. */
  onModuleInit(): void {
    if (this.config.shellContractFile) this.contract();
  }

  private contract(): ShellContract {
    this.shellContract ??= readShellContract(this.config.shellContractFile);
    return this.shellContract;
  }

  private async requireRemote(name: string): Promise<void> {
    if (!(await this.repository.remoteExists(name))) throw new NotFoundException(`There is no remote named "${name}".`);
  }

  /**
   * Fetches the release's manifest and checks it against the running shell. Either way the release is stored (a
   * refused one with its reasons, for the Releases screen); a refused one answers 422. Nothing becomes active here.
   */
  async register(remote: string, version: string, manifestUrl: string, actor: ReleaseActor): Promise<{ version: string; status: 'passed' }> {
    await this.requireRemote(remote);
    if (await this.repository.findRelease(remote, version)) throw this.versionTaken(remote, version);
    const manifest = await fetchManifest(manifestUrl);
    const problems = checkRemoteManifest(remote, manifest, this.contract());
    const stored = await this.repository.insertRelease(
      { remote, version, manifestUrl, status: problems.length ? 'refused' : 'passed', problems },
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

  async activate(remote: string, version: string, actor: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    await this.requireRemote(remote);
    const release = await this.repository.findRelease(remote, version);
    if (!release) throw new NotFoundException(`${remote} has no release ${version}.`);
    return this.switchTo(remote, release, actor);
  }

  /** Activates the release that was active before the current one. */
  async rollback(remote: string, actor: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    await this.requireRemote(remote);
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
    const [names, active, releases, activations] = await Promise.all([
      this.repository.remoteNames(),
      this.repository.activeVersions(),
      this.repository.releases(),
      this.repository.activations(),
    ]);
    const remotes = await Promise.all(
      names.map(async (name) => ({
        name,
        activeVersion: active[name] ?? null,
        rollbackVersion: (await this.repository.rollbackTarget(name))?.version ?? null,
        releases: releases.get(name) ?? [],
        activations: activations.get(name) ?? [],
      })),
    );
    return { remotes };
  }

  /** The registry document with a strong ETag of its bytes, so the shell's server can revalidate cheaply. */
  async registry(): Promise<RegistryDocument> {
    const body = await this.repository.registry();
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  }

  private versionTaken(remote: string, version: string): ConflictException {
    return new ConflictException(`${remote} already has a release ${version}: give the new build a new version.`);
  }
}
