import { Button, Dropdown, makeStyles, Option, Slider, Switch, Text, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular, VideoRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/I18nProvider';

export const SPEEDS = [0.25, 0.5, 1, 2] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  timeline: { flexGrow: 1, minWidth: '200px' },
  time: { fontVariantNumeric: 'tabular-nums', minWidth: '120px' },
});

export interface PlaybackState {
  playing: boolean;
  timeMs: number;
  durationMs: number;
  speed: number;
  loop: boolean;
  contacts: boolean;
  video: boolean;
}

interface Props {
  state: PlaybackState;
  recordings: { id: string; movementType: number | null; name: string }[];
  recordingId: string;
  hasVideo: boolean;
  onPlay(playing: boolean): void;
  onSeek(timeMs: number): void;
  onSpeed(speed: number): void;
  onLoop(loop: boolean): void;
  onContacts(on: boolean): void;
  onVideo(open: boolean): void;
  onRecording(id: string): void;
}

/** Play/pause, the timeline, speed, loop, the movement to jump to, contacts and the video toggle. */
export function PlaybackControls({ state, recordings, recordingId, hasVideo, ...on }: Props) {
  const styles = useStyles();
  const t = useT();
  const movement = (r: Props['recordings'][number]) =>
    r.movementType === null ? r.name : `${t(`playback.movement.${r.movementType}`)} · ${r.name}`;
  const current = recordings.find((r) => r.id === recordingId);
  // No duration yet: the scans or the recording are still loading, there is nothing to play.
  const loaded = state.durationMs > 0;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Button
          appearance="primary"
          icon={state.playing ? <PauseRegular /> : <PlayRegular />}
          disabled={!loaded}
          onClick={() => on.onPlay(!state.playing)}
          data-testid="playback-play"
        >
          {t(state.playing ? 'playback.pause' : 'playback.play')}
        </Button>
        <Slider
          className={styles.timeline}
          aria-label={t('playback.timeline')}
          disabled={!loaded}
          min={0}
          max={Math.max(1, Math.round(state.durationMs))}
          step={1}
          value={Math.round(state.timeMs)}
          onChange={(_, data) => on.onSeek(data.value)}
          data-testid="playback-timeline"
        />
        <Text className={styles.time}>
          {t('playback.time', {
            time: (state.timeMs / 1000).toFixed(2),
            duration: (state.durationMs / 1000).toFixed(2),
          })}
        </Text>
      </div>
      <div className={styles.row}>
        <Dropdown
          aria-label={t('playback.movement')}
          placeholder={t('playback.movement')}
          value={current ? movement(current) : ''}
          selectedOptions={[recordingId]}
          onOptionSelect={(_, data) => data.optionValue && on.onRecording(data.optionValue)}
          data-testid="playback-movement"
        >
          {recordings.map((r) => (
            <Option key={r.id} value={r.id} text={movement(r)}>
              {movement(r)}
            </Option>
          ))}
        </Dropdown>
        <Dropdown
          aria-label={t('playback.speed')}
          value={t('playback.speedValue', { speed: state.speed })}
          selectedOptions={[String(state.speed)]}
          onOptionSelect={(_, data) => data.optionValue && on.onSpeed(Number(data.optionValue))}
          data-testid="playback-speed"
        >
          {SPEEDS.map((s) => (
            <Option key={s} value={String(s)} text={t('playback.speedValue', { speed: s })}>
              {t('playback.speedValue', { speed: s })}
            </Option>
          ))}
        </Dropdown>
        <Switch label={t('playback.loop')} checked={state.loop} onChange={(_, d) => on.onLoop(d.checked)} />
        <Switch
          label={t('playback.contacts')}
          checked={state.contacts}
          onChange={(_, d) => on.onContacts(d.checked)}
          data-testid="playback-contacts"
        />
        <Button
          icon={<VideoRegular />}
          disabled={!hasVideo}
          title={hasVideo ? undefined : t('playback.noVideo')}
          onClick={() => on.onVideo(!state.video)}
        >
          {t(state.video ? 'playback.closeVideo' : 'playback.openVideo')}
        </Button>
      </div>
    </div>
  );
}
