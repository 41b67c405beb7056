import {
  addAssignment,
  addFrame,
  addMove,
  addPass,
  addPlayer,
  addShot,
  applyFormation,
  createNewPlay,
  formationsFor,
  type MoveType,
  type PassType,
  type Play,
  type PlayType,
  type Point,
  setFrameComment,
  type SportLine,
  stateAtFrame,
} from '@chalktalk/domain';

/** An offset in field units from where a player stands: +x to the right, +y towards the near end line. */
export type Step = readonly [dx: number, dy: number];

/**
 * Writes a play the way a coach draws it in the designer, one domain edit at a time, so the result is exactly
 * what the editor would save: positions come from the play's own state, moves are given as steps from where
 * the player stands at the start of the frame, and passes go to whoever the ball should reach.
 */
export class PlayScript {
  private constructor(private current: Play) {}

  /** A new play of the sport line with one of its built-in formations applied (football: the Starting one). */
  static start(line: SportLine, type: PlayType, name: string, formationId?: string): PlayScript {
    let play = createNewPlay(line, type, { name });
    if (formationId !== undefined) {
      const formation = formationsFor(line).find((candidate) => candidate.id === formationId);
      if (!formation) throw new Error(`demo play ${name}: no formation ${formationId} for ${line}`);
      play = applyFormation(play, formation);
    }
    return new PlayScript({ ...play, name });
  }

  get play(): Play {
    return this.current;
  }

  /** Where a player stands when the frame starts. */
  at(playerId: string, frameIndex: number): Point {
    const player = stateAtFrame(this.current, frameIndex).players.find((p) => p.id === playerId);
    if (!player) throw new Error(`demo play ${this.current.name}: no player ${playerId}`);
    return player.origin;
  }

  /** The first goal of the field (basketball hoop, lacrosse cage). */
  goal(): Point {
    const goal = this.current.fieldPieces.find((piece) => piece.type === 'GOAL');
    if (!goal) throw new Error(`demo play ${this.current.name}: the field has no goal`);
    return goal.origin;
  }

  describe(description: string): this {
    this.current = { ...this.current, description };
    return this;
  }

  /** Gives the ball to a player before the first frame (the designer's Ball tool dropped on them). */
  ballTo(playerId: string): this {
    this.current = { ...this.current, balls: [{ id: 'ball-1', carrier: playerId }] };
    return this;
  }

  /** A defender for each listed attacker, placed between the attacker and the goal and assigned to them. */
  guard(attackers: readonly string[], gap = 3): this {
    const goal = this.goal();
    attackers.forEach((attacker, index) => {
      const from = this.at(attacker, 0);
      const length = Math.hypot(goal.x - from.x, goal.y - from.y) || 1;
      const id = `x${index + 1}`;
      const origin = {
        x: from.x + ((goal.x - from.x) / length) * gap,
        y: from.y + ((goal.y - from.y) / length) * gap,
      };
      this.current = addPlayer(this.current, { id, type: 'ORANGEPLAYER', origin });
      this.current = addAssignment(this.current, 0, { source: id, target: attacker });
    });
    return this;
  }

  /** Makes sure the play has a frame at this index (adding frames at the end). */
  frame(index: number, comment?: string): this {
    while (this.current.frames.length <= index) this.current = addFrame(this.current);
    if (comment !== undefined) this.current = setFrameComment(this.current, index, comment);
    return this;
  }

  run(frameIndex: number, playerId: string, steps: readonly Step[], type: MoveType = 'MOVE'): this {
    this.frame(frameIndex);
    let point = this.at(playerId, frameIndex);
    const anchors = steps.map(([dx, dy]) => (point = { x: point.x + dx, y: point.y + dy }));
    this.current = addMove(this.current, frameIndex, {
      source: playerId,
      anchors,
      type,
      curved: anchors.length > 1,
    });
    return this;
  }

  /** A run that ends at a point next to the goal. */
  cutToGoal(frameIndex: number, playerId: string, offset: Step): this {
    const from = this.at(playerId, frameIndex);
    const goal = this.goal();
    return this.run(frameIndex, playerId, [[goal.x + offset[0] - from.x, goal.y + offset[1] - from.y]]);
  }

  pass(frameIndex: number, target: string, type: PassType = 'PASS'): this {
    this.frame(frameIndex);
    this.current = addPass(this.current, frameIndex, { ball: this.current.balls[0]!.id, target, type });
    return this;
  }

  shoot(frameIndex: number): this {
    this.frame(frameIndex);
    this.current = addShot(this.current, frameIndex, { ball: this.current.balls[0]!.id });
    return this;
  }
}
