import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { TrajectoryPlayer, Viewer, type DentalViewer, type ModelSource } from '@odontia/viewer';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Object3D } from 'three';
import { useT } from '../../../i18n/I18nProvider';
import { PlaybackControls, type PlaybackState } from './PlaybackControls';
import { usePlaybackData } from './use-playback-data';

const PATH_COLORS = { ip: '#d13438', lc: '#0f6cbd', rc: '#107c10' } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%', minHeight: '520px' },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, flexGrow: 1, minHeight: 0 },
  stage: {
    position: 'relative',
    flexGrow: 1,
    minHeight: '420px',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  video: { width: '320px', flexShrink: 0, alignSelf: 'flex-start' },
  status: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
});

interface Props {
  caseId: number;
  recordingId: string;
  /** The recording's video, when it was captured from one: shown beside the scans in sync. */
  videoUrl?: string;
  /**
   * More of the scene (the CT facebow's, patient frame = upper-scan frame): `fixed` stays with the
   * upper scan, `mandible` moves with the lower one, `slices` (the CT's slice planes) is shown on its
   * own; `onPose` hears each mandible pose before the frame that shows it.
   */
  extraScene?: ExtraScene | null;
  /** Whether the extra scene's surfaces are shown (default true). */
  extraVisible?: boolean;
  /** Whether the extra scene's slices are shown (default false). */
  slicesVisible?: boolean;
  /** Changes when the page has moved something of the extra scene itself: the scene is drawn again. */
  extraVersion?: unknown;
  /** The playback position, as the slider follows it (10 Hz while playing). */
  onTime?: (timeMs: number) => void;
}

export interface ExtraScene {
  fixed: Object3D;
  mandible: Object3D;
  slices?: Object3D;
  onPose?: (pose: ArrayLike<number>) => void;
}

/** Playback of a case's jaw recording on its scans, with paths, live contacts and the video in sync. */
export function PlaybackPanel({
  caseId,
  recordingId: initialRecording,
  videoUrl,
  extraScene,
  extraVisible = true,
  slicesVisible = false,
  extraVersion,
  onTime,
}: Props) {
  const styles = useStyles();
  const t = useT();
  const [recordingId, setRecordingId] = useState(initialRecording);
  const data = usePlaybackData(caseId, recordingId);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [loadedIds, setLoadedIds] = useState<readonly string[]>([]);
  const [player, setPlayer] = useState<TrajectoryPlayer | null>(null);
  const [state, setState] = useState<PlaybackState>({
    playing: false,
    timeMs: 0,
    durationMs: 0,
    speed: 1,
    loop: true,
    contacts: true,
    video: false,
  });
  const [contacts, setContacts] = useState<{ ready: boolean; count: number; min: number } | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const timeListener = useRef(onTime);
  useEffect(() => {
    timeListener.current = onTime;
  }, [onTime]);

  const models = useMemo<ModelSource[]>(() => (data.jaws ? [data.jaws.upper, data.jaws.lower] : []), [data.jaws]);
  const { jaws, reference, trajectory } = data;
  // ready once both scans are in the viewer (a ready event of an earlier, empty list does not count)
  const ready = Boolean(jaws && loadedIds.includes(jaws.upper.id) && loadedIds.includes(jaws.lower.id));

  useEffect(() => {
    if (!viewer || !extraScene) return;
    const objects = [extraScene.fixed, extraScene.mandible, ...(extraScene.slices ? [extraScene.slices] : [])];
    viewer.scene.add(...objects);
    return () => {
      viewer.scene.remove(...objects);
    };
  }, [viewer, extraScene]);

  useEffect(() => {
    if (!extraScene) return;
    extraScene.fixed.visible = extraVisible;
    extraScene.mandible.visible = extraVisible;
    if (extraScene.slices) extraScene.slices.visible = slicesVisible;
    viewer?.invalidate();
  }, [viewer, extraScene, extraVisible, slicesVisible, extraVersion]);

  useEffect(() => {
    if (!viewer || !ready || !jaws || !reference) return;
    const p = new TrajectoryPlayer(viewer, {
      mandible: extraScene ? [extraScene.mandible] : [],
      onPose: extraScene?.onPose,
      upperModelId: jaws.upper.id,
      lowerModelId: jaws.lower.id,
      pathPoints: [
        { id: 'IP', point: reference.ip, color: PATH_COLORS.ip },
        { id: 'LC', point: reference.lc, color: PATH_COLORS.lc },
        { id: 'RC', point: reference.rc, color: PATH_COLORS.rc },
      ],
    });
    let shown = 0;
    p.events.on('time', (e) => {
      const now = performance.now();
      // the slider follows at 10 Hz; the scene itself moves every frame
      if (e.playing && now - shown < 100) return;
      shown = now;
      setState((s) => ({ ...s, timeMs: e.timeMs, playing: e.playing }));
      timeListener.current?.(e.timeMs);
      if (video.current && Math.abs(video.current.currentTime * 1000 - e.timeMs) > 80)
        video.current.currentTime = e.timeMs / 1000;
    });
    p.events.on('contactsReady', () =>
      setContacts((c) => ({ count: c?.count ?? 0, min: c?.min ?? Infinity, ready: true })),
    );
    p.events.on('contacts', (e) => setContacts({ ready: true, count: e.contacts, min: e.minDistanceMm }));
    setPlayer(p);
    return () => {
      p.dispose();
      setPlayer(null);
    };
  }, [viewer, ready, jaws, reference, extraScene]);

  useEffect(() => {
    if (!player || !trajectory) return;
    player.setTrack(trajectory);
    setState((s) => ({ ...s, playing: false, timeMs: 0, durationMs: player.durationMs }));
  }, [player, trajectory]);

  useEffect(() => {
    if (player) void player.setContacts(state.contacts);
  }, [player, state.contacts]);

  const play = (playing: boolean) => {
    if (!player) return;
    if (playing) {
      player.play();
      void video.current?.play().catch(() => undefined);
    } else {
      player.pause();
      video.current?.pause();
    }
  };
  const update = (patch: Partial<PlaybackState>) => setState((s) => ({ ...s, ...patch }));

  if (data.failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('playback.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!data.loading && !jaws) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('playback.needsScans')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root} data-testid="playback-panel">
      <PlaybackControls
        state={state}
        recordings={data.recordings}
        recordingId={recordingId}
        hasVideo={Boolean(videoUrl)}
        onPlay={play}
        onSeek={(timeMs) => {
          player?.seek(timeMs);
          update({ timeMs });
        }}
        onSpeed={(speed) => {
          if (player) player.speed = speed;
          if (video.current) video.current.playbackRate = speed;
          update({ speed });
        }}
        onLoop={(loop) => {
          if (player) player.loop = loop;
          update({ loop });
        }}
        onContacts={(on) => update({ contacts: on })}
        onVideo={(open) => update({ video: open })}
        onRecording={(id) => {
          player?.pause();
          setRecordingId(id);
        }}
      />
      <div className={styles.status}>
        <Text>
          {t('playback.paths')}
          {(['ip', 'lc', 'rc'] as const).map((point) => (
            <span key={point} style={{ color: PATH_COLORS[point], marginLeft: tokens.spacingHorizontalS }}>
              ■ {t(`playback.point.${point}`)}
            </span>
          ))}
        </Text>
        {state.contacts && (
          <Text data-testid="playback-contacts-status">
            {!contacts?.ready
              ? t('playback.contactsPreparing')
              : contacts.count > 0 || Number.isFinite(contacts.min)
                ? t('playback.contactsCount', { count: contacts.count, min: contacts.min.toFixed(2) })
                : t('playback.contactsNone')}
          </Text>
        )}
        {state.contacts && <Text>{t('playback.contactsLegend')}</Text>}
      </div>
      <div className={styles.body}>
        <div className={styles.stage} data-testid="playback-stage">
          <Viewer
            models={models}
            onViewer={setViewer}
            onReady={(e) => setLoadedIds(e.models.map((m) => m.id))}
            options={{ measureLabel: false }}
          />
          {(data.loading || !player) && (
            <Spinner
              label={t('playback.loading')}
              style={{ position: 'absolute', top: tokens.spacingVerticalM, left: tokens.spacingHorizontalM }}
            />
          )}
        </div>
        {state.video && videoUrl && (
          <video ref={video} className={styles.video} src={videoUrl} muted playsInline controls={false} />
        )}
      </div>
    </div>
  );
}
