// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title SandboxSmartAccount
/// @notice The smallest EIP-1271 smart account the SIWX tests need: one owner EOA, and a signature is
///         valid when it is the owner's ECDSA signature over the hash the caller asks about. Nothing
///         else (no execution, no nonce): tests only ask it whether a sign-in signature holds.
contract SandboxSmartAccount {
    /// @dev EIP-1271's answer for a valid signature: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice EIP-1271: MAGIC_VALUE when `signature` is the owner's 65-byte signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Wallets write v as 27/28 or as 0/1; ecrecover wants the former.
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }
}

/// @title SandboxAccountFactory
/// @notice Deploys SandboxSmartAccounts with CREATE2, so an account's address is known before it exists
///         (a counterfactual account, which signs in with an EIP-6492 wrapped signature).
contract SandboxAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// @notice Deploys the account of (`owner`, `salt`), or returns it when it already exists.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = accountAddress(owner, salt);
        if (account.code.length > 0) return account;
        new SandboxSmartAccount{salt: salt}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @notice The CREATE2 address the account of (`owner`, `salt`) has, deployed or not.
    function accountAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SandboxSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
